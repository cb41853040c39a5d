import type { UserType } from "../constants/user-types.ts";

// Who is looking at a page or calling a route: a signed-in user's id and type, or null when
// anonymous (spec section 6). Rules take this instead of a whole user so the server can pass its
// session and the web its store without converting entities.
export type Viewer = { id: string; type: UserType } | null;

export const viewerFromUser = (user: { _id: string; type: UserType } | null | undefined): Viewer =>
  user ? { id: user._id, type: user.type } : null;

// Section 6: "Asset owner (viewer whose user id equals asset userId)".
export const isAssetOwner = (viewer: Viewer, asset: { userId: string }): boolean =>
  viewer !== null && viewer.id === asset.userId;
