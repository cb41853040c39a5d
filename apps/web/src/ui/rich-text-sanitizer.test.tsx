import { describe, expect, it, vi } from "vitest";

describe("rich text before its sanitiser has loaded", () => {
  it("holds the text's place with a placeholder, then shows it sanitised", async () => {
    let release = () => {};
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The sanitiser's chunk, on a slow connection: it arrives when the test says so.
    vi.doMock("@meshlink/domain/validation/sanitize-rich-text", async (importOriginal) => {
      await arrived;
      return importOriginal();
    });
    // The test setup has loaded the sanitiser: this page starts from a fresh set of modules.
    vi.resetModules();
    const { render, screen } = await import("@testing-library/react");
    const { RichText } = await import("@/ui/rich-text");

    render(
      <RichText
        html={'<p>Forged <strong>steel</strong><img src="x" onerror="alert(1)"></p>'}
        data-testid="text"
      />,
    );
    expect(screen.queryByTestId("text")).not.toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent("Forged");

    release();
    const text = await screen.findByTestId("text");
    expect(text.innerHTML).toBe("<p>Forged <strong>steel</strong></p>");
    expect(document.querySelector('[aria-busy="true"]')).not.toBeInTheDocument();
  });
});
