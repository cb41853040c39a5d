// Spec section 4 "Theme": light or dark, default light, stored locally and in a cookie. The cookie
// lets the server render the right theme on first paint; both use the same name.
export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

const DEFAULT_THEME: Theme = "light";
export const THEME_STORAGE_KEY = "theme";
export const THEME_COOKIE_NAME = "theme";

// User menu toggle labels (spec section 2): the label names the theme the click switches to.
export const THEME_TOGGLE_LABELS: Record<Theme, string> = {
  light: "Night Mode",
  dark: "Light Mode",
};

// Anything unknown in storage or the cookie falls back to the default rather than breaking the page.
export const parseTheme = (value: unknown): Theme => {
  const known = THEMES.find((theme) => theme === value);
  return known ?? DEFAULT_THEME;
};
