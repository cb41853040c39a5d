import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import type { Viewer } from "@meshlink/domain/rules/viewer";
import type { AuthState, SessionUser } from "@/features/auth/auth-state.types";

export const toSessionUser = (user: CurrentUser): SessionUser => ({
  id: user._id,
  name: user.name,
  address: user.address,
  type: user.type,
});

/** The domain rules' view of who is looking (spec section 6); null until signed in. */
export const viewerOf = (auth: AuthState): Viewer =>
  auth.status === "signed-in" ? { id: auth.user.id, type: auth.user.type } : null;
