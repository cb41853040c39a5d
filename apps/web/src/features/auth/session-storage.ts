import { SIGN_IN_MAX_TTL_MS } from "@meshlink/domain/auth/sign-in-rules";
import { SESSION_STORAGE_KEYS } from "@meshlink/domain/constants/session-storage";

// Spec section 9: the tab's session lives in sessionStorage under wallet, token, logged_in and
// login-signature; every reader (API client, uploads, live connection) looks there. So that a
// sign-in outlives its tab — a new tab, a browser restart — until it expires, the same keys are
// remembered in localStorage with the time they stop working (EXPIRES_AT_KEY). A tab without a
// session of its own adopts a remembered one; other tabs follow every change (a sign-in, a logout)
// through the storage event.

/** When the remembered keys stop working (ms since the epoch): the session's, or the signature's. */
const EXPIRES_AT_KEY = "expires_at";

const KEYS: readonly string[] = Object.values(SESSION_STORAGE_KEYS);

function store(key: string, value: string) {
  sessionStorage.setItem(key, value);
  localStorage.setItem(key, value);
}

function remove(key: string) {
  sessionStorage.removeItem(key);
  localStorage.removeItem(key);
}

export function clearSession(): void {
  for (const key of [...KEYS, EXPIRES_AT_KEY]) remove(key);
}

type StoredSession = { wallet: string; token: string };

export function readStoredSession(): StoredSession | null {
  const wallet = sessionStorage.getItem(SESSION_STORAGE_KEYS.wallet);
  const token = sessionStorage.getItem(SESSION_STORAGE_KEYS.token);
  const loggedIn = sessionStorage.getItem(SESSION_STORAGE_KEYS.loggedIn) === "true";
  return wallet && token && loggedIn ? { wallet, token } : null;
}

export function saveSession({ wallet, token, expiresAt }: StoredSession & { expiresAt: string }): void {
  store(SESSION_STORAGE_KEYS.wallet, wallet);
  store(SESSION_STORAGE_KEYS.token, token);
  store(SESSION_STORAGE_KEYS.loggedIn, "true");
  localStorage.setItem(EXPIRES_AT_KEY, String(Date.parse(expiresAt)));
}

/** The signature verified for `wallet`, reused to log in again without a new signing prompt. */
export function readLoginSignature(wallet: string): string | null {
  const stored = sessionStorage.getItem(SESSION_STORAGE_KEYS.wallet);
  if (!stored || stored.toLowerCase() !== wallet.toLowerCase()) return null;
  return sessionStorage.getItem(SESSION_STORAGE_KEYS.loginSignature);
}

/** Kept as long as the sign-in message it signed is valid (at most SIGN_IN_MAX_TTL_MS). */
export function saveLoginSignature(wallet: string, signature: string, now = Date.now()): void {
  store(SESSION_STORAGE_KEYS.wallet, wallet);
  store(SESSION_STORAGE_KEYS.loginSignature, signature);
  localStorage.setItem(EXPIRES_AT_KEY, String(now + SIGN_IN_MAX_TTL_MS));
}

export function clearLoginSignature(): void {
  remove(SESSION_STORAGE_KEYS.loginSignature);
}

/** A verified but unregistered wallet of this tab (signature kept, no token): /register continues it. */
export function readPendingRegistration(): { address: string; signature: string } | null {
  const address = sessionStorage.getItem(SESSION_STORAGE_KEYS.wallet);
  const signature = sessionStorage.getItem(SESSION_STORAGE_KEYS.loginSignature);
  const token = sessionStorage.getItem(SESSION_STORAGE_KEYS.token);
  return address && signature && !token ? { address, signature } : null;
}

/** The remembered keys, or null when there are none or they have expired (then they are dropped). */
function remembered(now: number): Map<string, string> | null {
  const expiresAt = Number(localStorage.getItem(EXPIRES_AT_KEY));
  if (!localStorage.getItem(SESSION_STORAGE_KEYS.wallet)) return null;
  if (!(expiresAt > now)) {
    for (const key of [...KEYS, EXPIRES_AT_KEY]) localStorage.removeItem(key);
    return null;
  }
  const entries = KEYS.map((key) => [key, localStorage.getItem(key)] as const);
  return new Map(entries.filter((entry): entry is readonly [string, string] => entry[1] !== null));
}

/**
 * On load, before anything reads the session: a tab without one of its own takes the remembered
 * sign-in if it has not expired (a new tab, a browser restart).
 */
export function adoptRememberedSession(now = Date.now()): void {
  if (sessionStorage.getItem(SESSION_STORAGE_KEYS.wallet)) return;
  const keys = remembered(now);
  if (keys) for (const [key, value] of keys) sessionStorage.setItem(key, value);
}

/**
 * Another tab signed in, switched accounts or logged out: this tab's keys become the remembered
 * ones (none after a logout), then `onChange` runs. Answers the unsubscribe.
 */
export function followRememberedSession(onChange: () => void): () => void {
  const tabKeys = () => KEYS.map((key) => sessionStorage.getItem(key)).join("\n");
  const listener = (event: StorageEvent) => {
    if (event.storageArea !== localStorage) return;
    if (event.key !== null && !KEYS.includes(event.key) && event.key !== EXPIRES_AT_KEY) return;
    const before = tabKeys();
    const keys = remembered(Date.now());
    for (const key of KEYS) {
      const value = keys?.get(key);
      if (value === undefined) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, value);
    }
    // One sign-in writes several keys, each an event; only the first finds anything new.
    if (tabKeys() !== before) onChange();
  };
  window.addEventListener("storage", listener);
  return () => window.removeEventListener("storage", listener);
}
