import { SESSION_STORAGE_KEYS } from "@meshlink/domain/constants/session-storage";

// Spec section 9: the session lives in sessionStorage under wallet, token, logged_in, login-signature.

export function clearSession(): void {
  for (const key of Object.values(SESSION_STORAGE_KEYS)) sessionStorage.removeItem(key);
}

export type StoredSession = { wallet: string; token: string };

export function readStoredSession(): StoredSession | null {
  const wallet = sessionStorage.getItem(SESSION_STORAGE_KEYS.wallet);
  const token = sessionStorage.getItem(SESSION_STORAGE_KEYS.token);
  const loggedIn = sessionStorage.getItem(SESSION_STORAGE_KEYS.loggedIn) === "true";
  return wallet && token && loggedIn ? { wallet, token } : null;
}

export function saveSession({ wallet, token }: StoredSession): void {
  sessionStorage.setItem(SESSION_STORAGE_KEYS.wallet, wallet);
  sessionStorage.setItem(SESSION_STORAGE_KEYS.token, token);
  sessionStorage.setItem(SESSION_STORAGE_KEYS.loggedIn, "true");
}

/** The signature verified for `wallet`, reused to log in again without a new signing prompt. */
export function readLoginSignature(wallet: string): string | null {
  const stored = sessionStorage.getItem(SESSION_STORAGE_KEYS.wallet);
  if (!stored || stored.toLowerCase() !== wallet.toLowerCase()) return null;
  return sessionStorage.getItem(SESSION_STORAGE_KEYS.loginSignature);
}

export function saveLoginSignature(wallet: string, signature: string): void {
  sessionStorage.setItem(SESSION_STORAGE_KEYS.wallet, wallet);
  sessionStorage.setItem(SESSION_STORAGE_KEYS.loginSignature, signature);
}

export function clearLoginSignature(): void {
  sessionStorage.removeItem(SESSION_STORAGE_KEYS.loginSignature);
}

/** A verified but unregistered wallet of this tab (signature kept, no token): /register continues it. */
export function readPendingRegistration(): { address: string; signature: string } | null {
  const address = sessionStorage.getItem(SESSION_STORAGE_KEYS.wallet);
  const signature = sessionStorage.getItem(SESSION_STORAGE_KEYS.loginSignature);
  const token = sessionStorage.getItem(SESSION_STORAGE_KEYS.token);
  return address && signature && !token ? { address, signature } : null;
}
