import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import type { Viewer } from "@meshlink/domain/rules/viewer";
import type { AuthState, SessionUser } from "@/features/auth/auth-state.types";
import { readStoredSession } from "@/features/auth/session-storage";

export const toSessionUser = (user: CurrentUser): SessionUser => ({
  id: user._id,
  name: user.name,
  address: user.address,
  type: user.type,
  avatarUrl: user.avatarUrl,
});

/** The domain rules' view of who is looking (spec section 6); null until signed in. */
export const viewerOf = (auth: AuthState): Viewer =>
  auth.status === "signed-in" ? { id: auth.user.id, type: auth.user.type } : null;

/**
 * The wallet this session signed in with ("" when signed out): the server takes the proposer from
 * it (docs/decisions/008), and it may differ from the user's default `address` when they own
 * several wallets.
 */
export const sessionWalletOf = (auth: AuthState): string => {
  if (auth.status !== "signed-in") return "";
  return readStoredSession()?.wallet ?? auth.user.address;
};
