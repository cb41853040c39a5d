import { z } from "zod";
import { ZListingEngine } from "../validation/game-engine.ts";
import { ZStoredRoyalty } from "../validation/royalty.ts";
import { ZAddress } from "./address.ts";
import { ZId, ZIsoDateTime } from "./scalars.ts";
import { ZUintString } from "./uint.ts";

// Spec section 3 "Listing". `listId` is the on-chain listing id from ListingCreated (a uint256,
// hence a string); it is null while a record exists without an on-chain listing, which is why the
// liveness rule asks for an id (section 4). `price` is the integration royalty ×100 (1..9999).
// `expiration` is null for "no expiry". `state` is the chain's: `isActive` is false for both a
// cancelled and a sold-out listing, and only a cancel lets the owner list again (decision 008).
// `seller` is the wallet that listed and `sellerUserId` the registered user behind it (null when
// none): an ERC-1155 token's holders each list their own (decision 008, "Several holders").
export const ZListing = z.object({
  listId: ZUintString.nullable(),
  seller: ZAddress,
  sellerUserId: ZId.nullable(),
  price: ZStoredRoyalty,
  expiration: ZIsoDateTime.nullable(),
  isActive: z.boolean(),
  state: z.enum(["active", "cancelled", "sold-out"]),
  engines: z.array(ZListingEngine),
});
export type Listing = z.infer<typeof ZListing>;
