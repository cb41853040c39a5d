// Spec section 4: theme is light or dark (default light), stored locally and in a cookie.
// The inline script in index.html reads the same key before first paint; keep them in step.
import {
  parseTheme,
  THEME_COOKIE_NAME,
  THEME_STORAGE_KEY,
  type Theme,
} from "@meshlink/domain/constants/theme";

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

const listeners = new Set<() => void>();

export function readTheme(): Theme {
  return parseTheme(safeLocalStorageGet() ?? readCookie(THEME_COOKIE_NAME));
}

export function writeTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be disabled (private mode, policies); the cookie still carries the choice.
  }
  const secure = location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${THEME_COOKIE_NAME}=${theme}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax${secure}`;
  applyTheme(theme);
  listeners.forEach((listener) => listener());
}

function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the theme: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    applyTheme(readTheme());
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function safeLocalStorageGet(): string | null {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null;
  }
}

function readCookie(name: string): string | undefined {
  return document.cookie
    .split("; ")
    .find((entry) => entry.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}
