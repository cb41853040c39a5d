import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { sanitizeRichText } from "@meshlink/domain/validation/sanitize-rich-text";
import { RichTextEditor } from "@/ui/rich-text-editor";

describe("RichTextEditor (spec section 5: 4000, characters left, no links, images or code)", () => {
  it("shows the characters left of 4000", async () => {
    render(
      <RichTextEditor id="d" label="Description" value={`<p>${"a".repeat(3990)}</p>`} onChange={vi.fn()} />,
    );
    expect(await screen.findByText("10 characters left")).toBeInTheDocument();
  });

  it("drops link, image and code markup from the text it is given", async () => {
    const html = '<p>See <a href="https://x.test">site</a><img src="x.png"> and <code>rm</code> end</p>';
    render(<RichTextEditor id="d" label="Description" value={html} onChange={vi.fn()} />);
    const box = await screen.findByRole("textbox", { name: "Description" });
    await waitFor(() => expect(box).toHaveTextContent("See site and rm end"));
    expect(box.querySelector("a, img, code")).toBeNull();
  });

  it("offers no link, image or code tools", async () => {
    render(<RichTextEditor id="d" label="Description" value="" onChange={vi.fn()} />);
    const tools = await screen.findAllByRole("button");
    expect(tools.map((tool) => tool.getAttribute("aria-label"))).toEqual([
      "Bold",
      "Italic",
      "Bulleted list",
      "Numbered list",
    ]);
  });

  it("sanitises pasted HTML the same way", () => {
    // Forbidden tags go; their text stays.
    expect(sanitizeRichText('<p>a<a href="h">b</a><img src="s"><code>c</code></p>')).toBe("<p>abc</p>");
  });
});
