import { z } from "zod";
import { ZAddress } from "./address.ts";
import { ZListing } from "./listing.ts";
import { ZCount, ZId, ZNullableUrl } from "./scalars.ts";
import { ZTokenId } from "./uint.ts";
import { ZErcType } from "./constant-enums.ts";

// Spec section 3 "Asset card". The card links to /asset/{address}/{token} (section 2), so it also
// carries address and tokenId. Its listings show the royalty fee and feed the liveness rule; its
// proposals only count connected games, so just the finalised flag travels.
export const ZAssetCard = z.object({
  _id: ZId,
  name: z.string().min(1),
  address: ZAddress,
  tokenId: ZTokenId,
  ercType: ZErcType,
  collection: z.object({ name: z.string().nullable() }).nullable(),
  imgUrl: ZNullableUrl,
  supply: ZCount,
  ownedTokenCount: ZCount,
  onlyTokenCount: ZCount,
  marketplace: z.boolean(),
  listings: z.array(ZListing.pick({ listId: true, price: true, expiration: true, isActive: true })),
  proposals: z.array(z.object({ _id: ZId, isFinalised: z.boolean() })),
});
export type AssetCard = z.infer<typeof ZAssetCard>;
