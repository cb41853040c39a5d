import { z } from "zod";
import { ZAddress } from "./entities/address.ts";
import { ZId } from "./entities/scalars.ts";
import { ZAssetUser } from "./entities/user.ts";

// The people the asset page names, each by name with a link to their profile (spec section 2:
// account page by user id), not by address. `creator` minted the asset; the owner (`user`) may have
// changed since. `userNames` are the users the page knows only by id: each listing's seller
// (Listing.sellerUserId). A wallet with no user behind it stays a shortened address.
// `holder` is the wallet holding the most of the token, an ERC-721 token's one owner, with the user
// behind it: `user` is the registered owner the rules act on, which is the creator while the token
// sits in a wallet nobody registered, so the page names the holder. Null before the mint is indexed.
const ZUserName = z.object({ _id: ZId, name: z.string() });

export const ZAssetHolderRef = z.object({ address: ZAddress, user: ZUserName.nullable() });
export type AssetHolderRef = z.infer<typeof ZAssetHolderRef>;

export const ZAssetPeople = z.object({
  creator: ZAssetUser,
  holder: ZAssetHolderRef.nullable(),
  userNames: z.array(ZUserName),
});
