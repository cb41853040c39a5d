import { describe, expect, it } from "vitest";
import { tooLongMessage } from "./messages/validation.ts";
import { fitsProfileImage, SETTINGS_ERRORS, ZProfileDescription } from "./user-settings.types.ts";

describe("fitsProfileImage", () => {
  it.each([
    ["avatar", 512, 512, true],
    ["avatar", 511, 512, true],
    ["avatar", 500, 512, false],
    ["banner", 1400, 200, true],
    ["banner", 1399, 200, true],
    ["banner", 1400, 210, false],
    ["banner", 200, 200, false],
    ["avatar", 0, 0, false],
  ] as const)("%s %i × %i → %s", (kind, width, height, fits) => {
    expect(fitsProfileImage(kind, { width, height })).toBe(fits);
  });
});

describe("ZProfileDescription", () => {
  it("sanitises: links, images and code go, their text stays", () => {
    const html = '<p>A <a href="https://x.example">link</a><img src="i.png"> and <code>code</code></p>';
    expect(ZProfileDescription.parse(html)).toBe("<p>A link and code</p>");
  });

  it("counts the visible text against the rich text limit", () => {
    expect(ZProfileDescription.safeParse(`<p>${"a".repeat(4000)}</p>`).success).toBe(true);
    const long = ZProfileDescription.safeParse(`<p>${"a".repeat(4001)}</p>`);
    expect(long.error?.issues[0]?.message).toBe(tooLongMessage(4000));
  });

  it("refuses formatting that would not fit the served field", () => {
    const result = ZProfileDescription.safeParse("<p>ab</p>".repeat(700));
    expect(result.error?.issues[0]?.message).toBe(SETTINGS_ERRORS.descriptionTooLong);
  });
});
