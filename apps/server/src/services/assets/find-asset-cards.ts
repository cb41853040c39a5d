import type { AssetCardsPage } from "@meshlink/domain/assets-api.types";
import type { AssetCard } from "@meshlink/domain/entities/asset-card";
import { totalPagesFor } from "@meshlink/domain/entities/page";
import { imageUrl } from "@meshlink/domain/files/file-uploads.types";
import { type SQL, and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { assets, collections } from "../../db/schema.ts";
import { findCardMarketFacts } from "../listings/find-card-market-facts.ts";

export type AssetCardFilters = {
  search?: string;
  chainId?: number;
  collectionId?: string;
  collectionAddress?: string;
  creatorUserId?: string;
};

/**
 * One page of asset cards (spec section 3 "Asset card"), newest first. `search` matches names by
 * trigram similarity or substring (the pg_trgm index serves both). Listings come from the indexer's
 * tables, proposals are the finalised ones (connected games). `knownTotal`, when the caller keeps
 * the count (a collection's statistics), spares counting the rows.
 */
export async function findAssetCards(
  { db }: { db: Db },
  filters: AssetCardFilters,
  page: { page: number; perPage: number },
  knownTotal?: number,
): Promise<AssetCardsPage> {
  const where = and(...conditions(filters));
  const total =
    knownTotal === undefined
      ? (
          await db
            .select({ n: count() })
            .from(assets)
            .innerJoin(collections, eq(collections.id, assets.collectionId))
            .where(where)
        )[0]
      : { n: knownTotal };
  const rows = await db
    .select({ asset: assets, collectionName: collections.name, ercType: collections.ercType })
    .from(assets)
    .innerJoin(collections, eq(collections.id, assets.collectionId))
    .where(where)
    .orderBy(...order(filters), desc(assets.createdAt), desc(assets.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  const totalCount = total?.n ?? 0;
  return {
    data: await assetCardsOf(db, rows),
    totalCount,
    totalPages: totalPagesFor(totalCount, page.perPage),
  };
}

type CardRow = { asset: typeof assets.$inferSelect; collectionName: string; ercType: AssetCard["ercType"] };

/** Rows of assets with their collection's name and type, as asset cards with their market facts. */
export async function assetCardsOf(db: Db, rows: readonly CardRow[]): Promise<AssetCard[]> {
  const market = await findCardMarketFacts(
    db,
    rows.map((row) => row.asset),
  );
  return rows.map(({ asset, collectionName, ercType }) => ({
    _id: asset.id,
    name: asset.name,
    address: asset.collectionAddress,
    tokenId: asset.tokenId,
    ercType,
    collection: { name: collectionName },
    imgUrl: asset.imageKey ? imageUrl(asset.imageKey) : null,
    supply: Number(asset.supply),
    ownedTokenCount: 0,
    onlyTokenCount: Number(asset.supply),
    marketplace: false,
    listings: market.get(asset.id)?.listings ?? [],
    proposals: market.get(asset.id)?.proposals ?? [],
  }));
}

function conditions(filters: AssetCardFilters): SQL[] {
  const list: SQL[] = [];
  if (filters.search) {
    const pattern = `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    list.push(or(ilike(assets.name, pattern), sql`${assets.name} % ${filters.search}`)!);
  }
  if (filters.chainId !== undefined) list.push(eq(assets.chainId, filters.chainId));
  if (filters.collectionId) list.push(eq(assets.collectionId, filters.collectionId));
  if (filters.collectionAddress) list.push(eq(assets.collectionAddress, filters.collectionAddress));
  if (filters.creatorUserId) list.push(eq(assets.creatorUserId, filters.creatorUserId));
  return list;
}

// With a search, the closest names come first.
const order = (filters: AssetCardFilters) =>
  filters.search ? [desc(sql`similarity(${assets.name}, ${filters.search})`)] : [];
