import type { Session } from "@meshlink/domain/auth/login.types";
import { SESSION_STORAGE_KEYS } from "@meshlink/domain/constants/session-storage";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { login } from "@/features/auth/api/auth-api";
import { SignInError } from "@/features/auth/sign-in-error";
import { readLoginSignature, saveSession } from "@/features/auth/session-storage";
import { ApiError } from "@/lib/api-error";

/** The session, or null when the server no longer accepts the signature (INVALID_SIGNATURE). */
export async function loginWith(address: string, signature: string): Promise<Session | null> {
  try {
    const session = await login({ address, signature });
    saveSession({ wallet: address, token: session.token, expiresAt: session.expiresAt });
    return session;
  } catch (cause) {
    if (cause instanceof ApiError && cause.code === "INVALID_SIGNATURE") return null;
    throw new SignInError(ERROR_MESSAGES.loginFailed, { cause });
  }
}

/** After email verification: log in with the signature this tab already verified, if any. */
export async function resumeWithStoredSignature(): Promise<Session | null> {
  const wallet = sessionStorage.getItem(SESSION_STORAGE_KEYS.wallet);
  const signature = wallet ? readLoginSignature(wallet) : null;
  if (!wallet || !signature) return null;
  return loginWith(wallet, signature).catch(() => null);
}
