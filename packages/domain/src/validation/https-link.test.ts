import { describe, expect, it } from "vitest";
import { UNSAFE_LINKS } from "../testing/injection-corpus.ts";
import { VALIDATION_MESSAGES } from "../messages/validation.ts";
import { isHttpsLink, ZHttpsLinkOrEmpty } from "./https-link.ts";

describe("isHttpsLink", () => {
  it.each(["https://example.com", "https://x.com/heroes?tab=1#top", "HTTPS://discord.gg/invite"])(
    "accepts %s",
    (link) => expect(isHttpsLink(link)).toBe(true),
  );

  it.each([
    ...UNSAFE_LINKS,
    "https://user:pass@example.com/",
    "https://exa mple.com",
    "https://\u202Eexample.com",
  ])("refuses %j", (link) => expect(isHttpsLink(link)).toBe(false));
});

describe("ZHttpsLinkOrEmpty", () => {
  it("lets a field stay empty and refuses anything else with the spec's message", () => {
    expect(ZHttpsLinkOrEmpty.parse("  ")).toBe("");
    expect(ZHttpsLinkOrEmpty.safeParse("javascript:alert(1)").error?.issues[0]?.message).toBe(
      VALIDATION_MESSAGES.incorrectValue,
    );
  });
});
