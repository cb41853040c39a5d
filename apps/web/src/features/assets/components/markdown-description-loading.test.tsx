import { describe, expect, it, vi } from "vitest";

describe("the asset description before its markdown parser has loaded", () => {
  it("holds two lines' place, and shows the markdown as typed when the parser cannot load", async () => {
    let fail = () => {};
    const failed = new Promise<void>((resolve) => {
      fail = resolve;
    });
    vi.doMock("marked", async () => {
      await failed;
      throw new Error("Failed to fetch dynamically imported module");
    });
    // The test setup has loaded the parser: this page starts from a fresh set of modules.
    vi.resetModules();
    const { render, screen } = await import("@testing-library/react");
    const { MarkdownDescription } = await import("@/features/assets/components/markdown-description");

    render(<MarkdownDescription markdown={"A **sharp** blade"} />);
    expect(document.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(screen.queryByTestId("asset-description")).not.toBeInTheDocument();

    fail();
    expect(await screen.findByTestId("asset-description")).toHaveTextContent("A **sharp** blade");
    expect(document.querySelector("strong")).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeInTheDocument();
  });
});
