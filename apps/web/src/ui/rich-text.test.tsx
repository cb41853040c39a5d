import { INJECTION_CORPUS } from "@meshlink/domain/testing/injection-corpus";
import { RICH_TEXT_TAGS } from "@meshlink/domain/validation/sanitize-rich-text";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RichText } from "@/ui/rich-text";

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);

describe("RichText", () => {
  it("shows stored HTML as the formatting it is, not as its tags", () => {
    render(<RichText html="<h2>Specs</h2><p>A <strong>bold</strong> claim</p>" data-testid="text" />);
    expect(screen.getByRole("heading", { level: 2, name: "Specs" })).toBeInTheDocument();
    expect(screen.getByText("bold").tagName).toBe("STRONG");
    expect(screen.getByTestId("text")).not.toHaveTextContent("<strong>");
  });

  it("keeps the line breaks of plain text", () => {
    render(<RichText html={"first\nsecond"} data-testid="text" />);
    expect(screen.getByTestId("text")).toHaveClass("whitespace-pre-line");
  });

  it.each(INJECTION_CORPUS)("builds only allowed, attribute-free elements from %s", (payload) => {
    render(<RichText html={payload} data-testid="text" />);
    for (const element of screen.getByTestId("text").querySelectorAll("*")) {
      expect(ALLOWED.has(element.localName), element.outerHTML).toBe(true);
      expect(element.attributes).toHaveLength(0);
    }
  });
});
