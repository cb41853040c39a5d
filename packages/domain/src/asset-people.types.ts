import { z } from "zod";
import { ZId } from "./entities/scalars.ts";
import { ZAssetUser } from "./entities/user.ts";

// The people the asset page names, each by name with a link to their profile (spec section 2:
// account page by user id), not by address. `creator` minted the asset; the owner (`user`) may have
// changed since. `userNames` are the users the page knows only by id: each listing's seller
// (Listing.sellerUserId). A wallet with no user behind it stays a shortened address.
export const ZUserName = z.object({ _id: ZId, name: z.string() });
export type UserName = z.infer<typeof ZUserName>;

export const ZAssetPeople = z.object({
  creator: ZAssetUser,
  userNames: z.array(ZUserName),
});
export type AssetPeople = z.infer<typeof ZAssetPeople>;
