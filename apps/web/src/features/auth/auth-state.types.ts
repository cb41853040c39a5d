import type { UserType } from "@meshlink/domain/constants/user-types";

// `type` decides what the asset page offers (spec section 6: only studios propose and integrate);
// `avatarUrl` is the header's round avatar (none: the default icon).
export type SessionUser = {
  id: string;
  name: string;
  address: string;
  type: UserType;
  avatarUrl?: string | null;
};

export type AuthState =
  { status: "loading" } | { status: "signed-out" } | { status: "signed-in"; user: SessionUser };
