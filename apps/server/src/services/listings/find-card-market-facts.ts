import type { AssetCard } from "@meshlink/domain/entities/asset-card";
import type { Db } from "../../db/database.ts";
import { findFinalisedProposalsOfAssets } from "../../db/queries/proposals.ts";
import { findTokensListings, listingsKey } from "./find-asset-listings.ts";

type CardAsset = { id: string; chainId: number; collectionAddress: string; tokenId: string };

/**
 * The listings (royalty fee, liveness) and connected games (finalised proposals) of a page of asset
 * cards (spec section 3 "Asset card"): one listings query and one proposals query for the page.
 */
export async function findCardMarketFacts(
  db: Db,
  rows: readonly CardAsset[],
): Promise<Map<string, Pick<AssetCard, "listings" | "proposals">>> {
  const [listings, finalised] = await Promise.all([
    findTokensListings(db, rows),
    findFinalisedProposalsOfAssets(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        listings: (listings.get(listingsKey(row)) ?? []).map(({ listId, price, expiration, isActive }) => ({
          listId,
          price,
          expiration,
          isActive,
        })),
        proposals: finalised
          .filter((proposal) => proposal.assetId === row.id)
          .map(({ _id, isFinalised }) => ({ _id, isFinalised })),
      },
    ]),
  );
}
