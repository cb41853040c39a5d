import { describe, expect, it } from "vitest";
import { parseTheme, THEME_TOGGLE_LABELS } from "./theme.ts";

describe("parseTheme", () => {
  it("reads a stored theme and falls back to light for anything else", () => {
    expect(parseTheme("dark")).toBe("dark");
    expect(parseTheme("light")).toBe("light");
    expect(parseTheme("DARK")).toBe("light");
    expect(parseTheme(null)).toBe("light");
  });

  it("labels the toggle with the theme it switches to", () => {
    expect(THEME_TOGGLE_LABELS.light).toBe("Night Mode");
    expect(THEME_TOGGLE_LABELS.dark).toBe("Light Mode");
  });
});
