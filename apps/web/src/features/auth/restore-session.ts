import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import type { AuthState } from "@/features/auth/auth-state.types";
import { fetchCurrentUser } from "@/features/auth/api/auth-api";
import { clearSession, readStoredSession } from "@/features/auth/session-storage";
import { toSessionUser } from "@/features/auth/session-user";
import { ApiError } from "@/lib/api-error";
import { notify } from "@/ui/notify";

/** On load: the stored token still names a user (reload keeps the session), else signed out. */
export async function restoreSession(): Promise<AuthState> {
  if (!readStoredSession()) return { status: "signed-out" };
  try {
    return { status: "signed-in", user: toSessionUser(await fetchCurrentUser()) };
  } catch (error) {
    // The token expired or was revoked: the session is over, not broken.
    if (error instanceof ApiError && error.code === "UNAUTHENTICATED") clearSession();
    else notify.error(ERROR_MESSAGES.fetchUserFailed);
    return { status: "signed-out" };
  }
}
