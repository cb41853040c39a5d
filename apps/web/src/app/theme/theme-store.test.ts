import { readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";
import { THEME_COOKIE_NAME, THEME_STORAGE_KEY } from "@meshlink/domain/constants/theme";
import { readTheme, subscribeTheme, writeTheme } from "@/app/theme/theme-store";

describe("theme store", () => {
  it("defaults to light", () => {
    expect(readTheme()).toBe("light");
  });

  it("writes localStorage, the cookie and the html class", () => {
    writeTheme("dark");
    expect([THEME_STORAGE_KEY, THEME_COOKIE_NAME]).toEqual(["theme", "theme"]);
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(document.cookie).toContain("theme=dark");
    expect(document.documentElement).toHaveClass("dark");
    writeTheme("light");
    expect(document.cookie).toContain("theme=light");
    expect(document.documentElement).not.toHaveClass("dark");
  });

  it("reads the cookie when localStorage has nothing", () => {
    document.cookie = "theme=dark; path=/";
    expect(readTheme()).toBe("dark");
  });

  it("treats unknown stored values as light", () => {
    localStorage.setItem("theme", "purple");
    expect(readTheme()).toBe("light");
  });

  it("notifies subscribers", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeTheme(listener);
    writeTheme("dark");
    unsubscribe();
    writeTheme("light");
    expect(listener).toHaveBeenCalledOnce();
  });
});

describe("pre-paint script in index.html", () => {
  const html = readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), "../../../index.html"),
    "utf8",
  );
  const script = /<script>(.*?)<\/script>/s.exec(html)?.[1] ?? "";
  const run = () => runInNewContext(script, { localStorage, document }) as unknown;

  it("applies dark from localStorage", () => {
    localStorage.setItem("theme", "dark");
    run();
    expect(document.documentElement).toHaveClass("dark");
  });

  it("applies dark from the cookie", () => {
    document.cookie = "theme=dark; path=/";
    run();
    expect(document.documentElement).toHaveClass("dark");
  });

  it("leaves light alone", () => {
    localStorage.setItem("theme", "light");
    run();
    expect(document.documentElement).not.toHaveClass("dark");
  });
});
