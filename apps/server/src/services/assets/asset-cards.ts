import type { AssetCard } from "@meshlink/domain/entities/asset-card";
import { onChainExpirationToDate } from "@meshlink/domain/entities/on-chain";
import { imageUrl } from "@meshlink/domain/files/file-uploads.types";
import type { Db } from "../../db/database.ts";
import { findAssetCards } from "../../db/queries/asset-cards.ts";
import type { BrowseViewer } from "../browse/browse-filters.ts";

/**
 * The cards of a page of assets, in the page's order (spec section 3 "Asset card"): the card's own
 * columns, its listings, connected games, and the units the viewer holds and sellers offer, in one
 * query for the whole page whatever its size. `listed` is the browse read model's live-listing
 * fact; without it, a card is on the marketplace when one of its listings is live.
 */
export async function assetCards(
  db: Db,
  page: readonly { id: string; listed?: boolean }[],
  viewer: BrowseViewer,
): Promise<AssetCard[]> {
  if (page.length === 0) return [];
  const rows = await findAssetCards(
    db,
    page.map((entry) => entry.id),
    viewer?.userId,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return page.flatMap(({ id, listed }) => {
    const row = byId.get(id);
    if (!row) return [];
    // The chain's state, not folded with expiry: the domain's liveness rules read `expiration`.
    const listings = row.listings.map((listing) => ({
      listId: listing.listingId,
      price: listing.royaltyFee,
      expiration: onChainExpirationToDate(listing.expiration)?.toISOString() ?? null,
      isActive: listing.state === "active",
    }));
    return [
      {
        _id: row.id,
        name: row.name,
        address: row.collection_address,
        tokenId: row.token_id,
        ercType: row.erc_type,
        collection: { name: row.collection_name },
        imgUrl: row.image_key ? imageUrl(row.image_key) : null,
        supply: Number(row.supply),
        ownedTokenCount: Number(row.owned),
        onlyTokenCount: Number(row.offered),
        marketplace: listed ?? listings.some((listing) => listing.isActive),
        listings,
        proposals: row.finalised.map((proposalId) => ({ _id: proposalId, isFinalised: true })),
      },
    ];
  });
}
