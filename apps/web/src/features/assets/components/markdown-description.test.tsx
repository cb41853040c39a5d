import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { MarkdownDescription } from "@/features/assets/components/markdown-description";

/** The description's HTML as shown, once the sanitiser has loaded. */
async function renderDescription(markdown: string): Promise<string> {
  render(<MarkdownDescription markdown={markdown} />);
  return (await screen.findByTestId("asset-description")).innerHTML;
}

describe("the asset description's HTML", () => {
  it("renders markdown emphasis, headings and lists", async () => {
    const html = await renderDescription("# Sword\n\nA **sharp** _blade_\n\n- steel\n- oak");
    expect(html).toContain("<h1>Sword</h1>");
    expect(html).toContain("<strong>sharp</strong>");
    expect(html).toContain("<em>blade</em>");
    expect(html).toMatch(/<ul>\s*<li>steel<\/li>\s*<li>oak<\/li>\s*<\/ul>/);
  });

  it("strips links, images and code (spec section 5) but keeps link text", async () => {
    const html = await renderDescription(
      "[site](https://evil.example) ![img](https://x.example/a.png) `inline`\n\n```\nblock\n```",
    );
    expect(html).not.toMatch(/<a|<img|<code|<pre|href|src=/);
    expect(html).toContain("site");
  });

  it("removes raw HTML scripts and event handlers", async () => {
    const html = await renderDescription(
      '<script>alert(1)</script><p onclick="x()">hi</p><iframe src="x"></iframe>',
    );
    expect(html).not.toMatch(/script|onclick|iframe/);
    expect(html).toContain("hi");
  });
});

describe("MarkdownDescription", () => {
  it("clamps long text to two lines with a show more / show less toggle", async () => {
    render(<MarkdownDescription markdown={"**Bold** start. " + "word ".repeat(60)} />);
    const body = await screen.findByTestId("asset-description");
    expect(body).toHaveClass("line-clamp-2");
    expect(body.querySelector("strong")).toHaveTextContent("Bold");
    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(body).not.toHaveClass("line-clamp-2");
    expect(screen.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
  });

  it("has no toggle for a short description", async () => {
    render(<MarkdownDescription markdown="Short." />);
    await screen.findByTestId("asset-description");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
