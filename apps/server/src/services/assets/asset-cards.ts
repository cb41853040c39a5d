import type { AssetCard } from "@meshlink/domain/entities/asset-card";
import { imageUrl } from "@meshlink/domain/files/file-uploads.types";
import type { Db } from "../../db/database.ts";
import { findAssetCardRows } from "../../db/queries/assets.ts";
import { findTokenUnits, tokenUnitsKey } from "../../db/queries/holders.ts";
import { findCardMarketFacts } from "../listings/find-card-market-facts.ts";
import type { BrowseViewer } from "../browse/browse-filters.ts";

/**
 * The cards of a page of assets, in the page's order (spec section 3 "Asset card"): the card's own
 * columns, its listings, connected games, and the units the viewer holds and sellers offer, in four
 * queries for the whole page whatever its size. `listed` is the browse read model's live-listing
 * fact; without it, a card is on the marketplace when one of its listings is live.
 */
export async function assetCards(
  db: Db,
  page: readonly { id: string; listed?: boolean }[],
  viewer: BrowseViewer,
): Promise<AssetCard[]> {
  if (page.length === 0) return [];
  const rows = await findAssetCardRows(
    db,
    page.map((entry) => entry.id),
  );
  const [market, units] = await Promise.all([
    findCardMarketFacts(db, rows),
    findTokenUnits(db, rows, viewer?.userId),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return page.flatMap(({ id, listed }) => {
    const row = byId.get(id);
    if (!row) return [];
    const facts = units.get(tokenUnitsKey(row));
    const cardMarket = market.get(row.id);
    return [
      {
        _id: row.id,
        name: row.name,
        address: row.collectionAddress,
        tokenId: row.tokenId,
        ercType: row.ercType,
        collection: { name: row.collectionName },
        imgUrl: row.imageKey ? imageUrl(row.imageKey) : null,
        supply: Number(row.supply),
        ownedTokenCount: facts?.owned ?? 0,
        onlyTokenCount: facts?.offered ?? 0,
        marketplace: listed ?? cardMarket?.listings.some((listing) => listing.isActive) ?? false,
        listings: cardMarket?.listings ?? [],
        proposals: cardMarket?.proposals ?? [],
      },
    ];
  });
}
