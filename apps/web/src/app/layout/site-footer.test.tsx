import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app";

describe("site footer", () => {
  it("lists the MENU and CONNECT groups from the spec", async () => {
    renderApp("/", { status: "signed-out" });
    const menu = await screen.findByRole("navigation", { name: "MENU" });
    const connect = screen.getByRole("navigation", { name: "CONNECT" });
    const labels = (nav: HTMLElement) =>
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent);
    expect(labels(menu)).toEqual([
      "Home",
      "Infinity Heroes",
      "Documentation",
      "Whitepaper",
      "Contact",
      "Privacy",
    ]);
    expect(labels(connect)).toEqual(["X", "Telegram", "Linkedin", "Discord", "YouTube"]);
  });

  it("opens external links in a new tab without an opener, internal ones in the app", async () => {
    renderApp("/", { status: "signed-out" });
    const menu = await screen.findByRole("navigation", { name: "MENU" });
    const home = within(menu).getByRole("link", { name: "Home" });
    expect(home).toHaveAttribute("href", "/");
    expect(home).not.toHaveAttribute("target");
    const discord = within(screen.getByRole("navigation", { name: "CONNECT" })).getByRole("link", {
      name: "Discord",
    });
    expect(discord).toHaveAttribute("target", "_blank");
    expect(discord).toHaveAttribute("rel", "noopener noreferrer");
  });
});
