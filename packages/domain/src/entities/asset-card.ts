import { z } from "zod";
import { ASSET_CARD_COLLECTION_FALLBACK } from "../constants/placeholders.ts";
import { ZErcType } from "../constants/token-types.ts";
import { ZAddress } from "./address.ts";
import { ZListing } from "./listing.ts";
import { ZCount, ZId, ZNullableUrl } from "./scalars.ts";
import { ZTokenId } from "./uint.ts";

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

// The fallback copy keeps the product's typo ("Unnameted multiple"); see constants/placeholders.ts.
export const assetCardCollectionName = (card: Pick<AssetCard, "collection">): string =>
  card.collection?.name?.trim() || ASSET_CARD_COLLECTION_FALLBACK;

// Spec section 2: "count of integrated games" — one per finalised integration.
export const connectedGamesCount = (card: Pick<AssetCard, "proposals">): number =>
  card.proposals.filter((proposal) => proposal.isFinalised).length;
