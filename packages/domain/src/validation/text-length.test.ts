import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { charactersLeft, richTextLength, ZMarkdown, ZRichText } from "./text-length.ts";

describe("ZMarkdown", () => {
  it("accepts 5000 characters and rejects 5001", () => {
    expect(ZMarkdown.safeParse("a".repeat(5000)).success).toBe(true);
    expect(ZMarkdown.safeParse("a".repeat(5001)).error?.issues[0]?.message).toBe(
      "Text cannot be longer than 5000 characters.",
    );
  });
});

describe("richTextLength", () => {
  it("counts visible text, not tags, and an entity as one character", () => {
    expect(richTextLength("<p>Hello <strong>world</strong></p>")).toBe(11);
    expect(richTextLength("<p>Tom &amp; Jerry&nbsp;&#8212;</p>")).toBe(13);
  });

  it("equals the plain length of text without markup", () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/[<&]/.test(text)),
        (text) => {
          expect(richTextLength(`<p>${text}</p>`)).toBe(text.length);
        },
      ),
    );
  });
});

describe("ZRichText", () => {
  it("accepts 4000 visible characters wrapped in markup and rejects 4001", () => {
    expect(ZRichText.safeParse(`<p>${"a".repeat(4000)}</p>`).success).toBe(true);
    expect(ZRichText.safeParse(`<p>${"a".repeat(4001)}</p>`).error?.issues[0]?.message).toBe(
      "Text cannot be longer than 4000 characters.",
    );
  });
});

describe("charactersLeft", () => {
  it("counts down from 4000 and stops at 0", () => {
    expect(charactersLeft("")).toBe(4000);
    expect(charactersLeft("<p>abc</p>")).toBe(3997);
    expect(charactersLeft("a".repeat(4500))).toBe(0);
  });

  it("adds up with the text length to the limit while under it", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", "b", " "), maxLength: 4000 }), (text) => {
        expect(charactersLeft(text) + text.length).toBe(4000);
      }),
    );
  });
});
