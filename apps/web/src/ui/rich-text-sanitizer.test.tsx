import { describe, expect, it, vi } from "vitest";

const HTML = '<p>Forged <strong>steel</strong><img src="x" onerror="alert(1)"></p>';

// The test setup has loaded the sanitiser: each page here starts from a fresh set of modules, with
// its chunk arriving as the test says.
async function freshPage() {
  vi.resetModules();
  const { render, screen } = await import("@testing-library/react");
  const { RichText } = await import("@/ui/rich-text");
  return { render, screen, RichText };
}

describe("rich text before its sanitiser has loaded", () => {
  it("holds the text's place with a placeholder, then shows it sanitised", async () => {
    let release = () => {};
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.doMock("@meshlink/domain/validation/sanitize-rich-text", async (importOriginal) => {
      await arrived;
      return importOriginal();
    });
    const { render, screen, RichText } = await freshPage();

    render(<RichText html={HTML} data-testid="text" />);
    expect(screen.queryByTestId("text")).not.toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent("Forged");

    release();
    const text = await screen.findByTestId("text");
    expect(text.innerHTML).toBe("<p>Forged <strong>steel</strong></p>");
    expect(document.querySelector('[aria-busy="true"]')).not.toBeInTheDocument();
    vi.doUnmock("@meshlink/domain/validation/sanitize-rich-text");
  });

  it("shows the text without its markup when the sanitiser cannot load", async () => {
    vi.doMock("@meshlink/domain/validation/sanitize-rich-text", () => {
      throw new Error("Failed to fetch dynamically imported module");
    });
    const { render, screen, RichText } = await freshPage();

    render(<RichText html={HTML} data-testid="text" />);

    const text = await screen.findByTestId("text");
    expect(text).toHaveTextContent("Forged steel");
    expect(text.querySelector("*")).toBeNull();
    vi.doUnmock("@meshlink/domain/validation/sanitize-rich-text");
  });
});
