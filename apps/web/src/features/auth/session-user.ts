import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import type { SessionUser } from "@/features/auth/auth-state.types";

export const toSessionUser = (user: CurrentUser): SessionUser => ({
  id: user._id,
  name: user.name,
  address: user.address,
});
