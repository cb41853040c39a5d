import { afterEach, describe, expect, it } from "vitest";
import { clearSession, saveLoginSignature, saveSession } from "@/features/auth/session-storage";
import { canTakeOverDrawnPage, enableDrawnControls } from "@/prerender/take-over-drawn-page";

const WALLET = "0x00000000000000000000000000000000000000a1";
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

function drawnPage(
  markup = "<header><button disabled data-disabled-until-app>Connect Wallet</button></header>",
) {
  const container = document.createElement("div");
  container.innerHTML = markup;
  return container;
}

describe("taking over the page the build drew", () => {
  afterEach(() => {
    clearSession();
    sessionStorage.clear();
    localStorage.clear();
  });

  it("takes it over for a signed-out visitor, and draws anew when nothing was drawn", () => {
    expect(canTakeOverDrawnPage(drawnPage())).toBe(true);
    expect(canTakeOverDrawnPage(document.createElement("div"))).toBe(false);
  });

  it("draws anew for a visitor signed in in this tab, or remembered from another one", () => {
    saveSession({ wallet: WALLET, token: "token", expiresAt: inAnHour() });
    expect(canTakeOverDrawnPage(drawnPage())).toBe(false);

    // A new tab: only the remembered keys, which the app adopts before its first render.
    sessionStorage.clear();
    expect(canTakeOverDrawnPage(drawnPage())).toBe(false);
  });

  it("draws anew while a verified wallet's registration is under way", () => {
    saveLoginSignature(WALLET, "0xsignature");
    expect(canTakeOverDrawnPage(drawnPage())).toBe(false);
  });

  it("enables only the controls the build disabled, leaving one the app disabled", () => {
    const container = drawnPage(
      '<button disabled="" data-disabled-until-app="">Connect Wallet</button>' +
        '<input disabled="" data-disabled-until-app="" aria-label="Search">' +
        '<button disabled="">Next slide</button>',
    );
    enableDrawnControls(container);
    const [connect, search, next] = container.querySelectorAll("button, input");
    expect(connect?.hasAttribute("disabled")).toBe(false);
    expect(search?.hasAttribute("disabled")).toBe(false);
    expect(next?.hasAttribute("disabled")).toBe(true);
    expect(container.querySelectorAll("[data-disabled-until-app]")).toHaveLength(0);
  });
});
