import { SESSION_STORAGE_KEYS } from "@meshlink/domain/constants/session-storage";
import { logout } from "@/features/auth/api/auth-api";
import { clearSession } from "@/features/auth/session-storage";

/**
 * Spec section 4: logout posts the address (revoking the token and its sign-in), then disconnects
 * the wallet and clears the session, signature included. A failed post still ends the session here.
 */
export async function logOut(address: string | null, disconnect?: () => Promise<void>): Promise<void> {
  try {
    if (address && sessionStorage.getItem(SESSION_STORAGE_KEYS.token)) await logout({ address });
  } catch {
    // The token may already be expired or revoked; nothing is left to undo on the server.
  }
  clearSession();
  try {
    await disconnect?.();
  } catch {
    // A wallet that is already gone needs no disconnecting.
  }
}
