import type { AssetCard } from "@meshlink/domain/entities/asset-card";
import { imageUrl } from "@meshlink/domain/files/file-uploads.types";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { assets, collections } from "../../db/schema.ts";
import { findCardMarketFacts } from "../listings/find-card-market-facts.ts";
import type { BrowseViewer } from "../browse/browse-filters.ts";

type Token = { chainId: number; collectionAddress: string; tokenId: string };

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
  const rows = await db
    .select({
      id: assets.id,
      chainId: assets.chainId,
      collectionAddress: assets.collectionAddress,
      tokenId: assets.tokenId,
      name: assets.name,
      imageKey: assets.imageKey,
      supply: assets.supply,
      collectionName: collections.name,
      ercType: collections.ercType,
    })
    .from(assets)
    .innerJoin(collections, eq(collections.id, assets.collectionId))
    .where(
      inArray(
        assets.id,
        page.map((entry) => entry.id),
      ),
    );
  const [market, units] = await Promise.all([findCardMarketFacts(db, rows), tokenUnits(db, rows, viewer)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return page.flatMap(({ id, listed }) => {
    const row = byId.get(id);
    if (!row) return [];
    const facts = units.get(tokenKey(row));
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

const tokenKey = (token: Token) => `${token.chainId}:${token.collectionAddress}:${token.tokenId}`;

/**
 * Per token: the units the viewer's wallets hold (the indexer's balances; 0 for a visitor) and the
 * units its live listings still offer (what "only N left" counts), in one query.
 */
async function tokenUnits(db: Db, tokens: readonly Token[], viewer: BrowseViewer) {
  const list = sql.join(
    tokens.map((t) => sql`(${t.chainId}::integer, ${t.collectionAddress}::text, ${t.tokenId}::numeric)`),
    sql`, `,
  );
  const owned = viewer
    ? sql`(select coalesce(sum(cb.balance), 0) from chain_balances cb
        join user_addresses ua on ua.address = cb.owner and ua.user_id = ${viewer.userId}
        where cb.chain_id = t.chain_id and cb.collection = t.collection and cb.token_id = t.token_id)`
    : sql`0`;
  const result: unknown = await db.execute(sql`
    select t.chain_id, t.collection, t.token_id::text as token_id, ${owned}::text as owned,
      (select coalesce(sum(l.supply), 0) from chain_listings l
        where l.chain_id = t.chain_id and l.collection = t.collection and l.token_id = t.token_id
          and l.state = 'active' and (l.expiration = 0 or l.expiration > extract(epoch from now()))
          and exists (select 1 from chain_balances s where s.chain_id = l.chain_id
            and s.collection = l.collection and s.token_id = l.token_id and s.owner = l.seller
            and s.balance > 0))::text as offered
    from (values ${list}) as t(chain_id, collection, token_id)`);
  const rows = (
    result as {
      rows: { chain_id: number; collection: string; token_id: string; owned: string; offered: string }[];
    }
  ).rows;
  return new Map(
    rows.map((row) => [
      tokenKey({ chainId: row.chain_id, collectionAddress: row.collection, tokenId: row.token_id }),
      { owned: Number(row.owned), offered: Number(row.offered) },
    ]),
  );
}
