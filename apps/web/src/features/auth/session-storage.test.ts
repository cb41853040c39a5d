import { describe, expect, it, vi } from "vitest";
import {
  adoptRememberedSession,
  clearSession,
  followRememberedSession,
  readStoredSession,
  saveLoginSignature,
  saveSession,
} from "@/features/auth/session-storage";

const WALLET = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
const TOKEN = "t".repeat(43);
const HOUR = 60 * 60 * 1000;
const inAnHour = () => new Date(Date.now() + HOUR).toISOString();

/** A new tab (or the browser after a restart): localStorage kept, sessionStorage empty. */
const openNewTab = () => sessionStorage.clear();

/** What another tab's change of localStorage looks like here. */
const storageEvent = (key: string | null) =>
  window.dispatchEvent(new StorageEvent("storage", { key, storageArea: localStorage }));

describe("the session's storage (spec section 9 keys, remembered across tabs)", () => {
  it("keeps a sign-in for a new tab and a browser restart, under the spec's keys", () => {
    saveLoginSignature(WALLET, "0xsig");
    saveSession({ wallet: WALLET, token: TOKEN, expiresAt: inAnHour() });
    openNewTab();
    expect(readStoredSession()).toBeNull();

    adoptRememberedSession();
    expect(readStoredSession()).toEqual({ wallet: WALLET, token: TOKEN });
    expect(
      ["wallet", "token", "logged_in", "login-signature"].map((key) => sessionStorage.getItem(key)),
    ).toEqual([WALLET, TOKEN, "true", "0xsig"]);
  });

  it("lets an expired sign-in go instead of adopting it", () => {
    saveSession({ wallet: WALLET, token: TOKEN, expiresAt: inAnHour() });
    openNewTab();
    adoptRememberedSession(Date.now() + HOUR);
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("keeps a tab's own session over a remembered one", () => {
    saveSession({ wallet: WALLET, token: TOKEN, expiresAt: inAnHour() });
    sessionStorage.setItem("token", "mine");
    adoptRememberedSession();
    expect(readStoredSession()?.token).toBe("mine");
  });

  it("follows another tab: its logout clears this tab, its sign-in signs this tab in", () => {
    saveSession({ wallet: WALLET, token: TOKEN, expiresAt: inAnHour() });
    const onChange = vi.fn();
    const stop = followRememberedSession(onChange);

    // The other tab logs out: localStorage is emptied there (here sessionStorage keeps the tab's copy).
    for (const key of ["wallet", "token", "logged_in", "login-signature", "expires_at"])
      localStorage.removeItem(key);
    ["wallet", "token", "logged_in"].forEach(storageEvent);
    expect(readStoredSession()).toBeNull();
    expect(onChange).toHaveBeenCalledOnce();

    localStorage.setItem("wallet", WALLET);
    localStorage.setItem("token", "other");
    localStorage.setItem("logged_in", "true");
    localStorage.setItem("expires_at", String(Date.now() + HOUR));
    storageEvent("token");
    expect(readStoredSession()).toEqual({ wallet: WALLET, token: "other" });
    expect(onChange).toHaveBeenCalledTimes(2);

    // Keys that are not the session's are none of its business.
    storageEvent("theme");
    stop();
    storageEvent(null);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it("logout clears the keys in both storages", () => {
    saveSession({ wallet: WALLET, token: TOKEN, expiresAt: inAnHour() });
    clearSession();
    expect(sessionStorage.length + localStorage.length).toBe(0);
  });
});
