import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  type ZBoughtKey,
  type ZCreatedAtKey,
  type ZDealKey,
  boughtBefore,
  createdBefore,
  microsOf,
} from "../page-keys.ts";
import type { Db } from "../database.ts";
import { rowsOf } from "../rows-of.ts";
import { assets } from "../schema.ts";
import { executedIntegration, type IntegrationSide, otherSide, ownSide } from "./integration-sides.ts";
import { liveListing } from "./listings.ts";
import { offerAssetUuid } from "./offer-asset-id.ts";
import { assetsCreatedCount, collectionsCreatedCount, integrationsCount } from "./profile-counts.ts";
import { eachWallet, eachWalletBytes, hexText, isOneOf, isOneOfBytes } from "./profile-wallets.ts";

// The profile's tabs, a keyset page each (docs/decisions/011): up to `limit` rows after the previous
// page's key. Chain facts name wallets, so each reads every wallet's index range and merges them
// (profile-wallets.ts); the caller passes a user with at least one wallet.

/** Created (and Custom: with traits of their own) tab: the user's assets, newest first. */
export async function findCreatedAssetsPage(
  db: Db,
  page: { userId: string; customOnly: boolean; after?: z.infer<typeof ZCreatedAtKey>; limit: number },
) {
  const { after } = page;
  return db
    .select({ id: assets.id, createdMicros: microsOf(assets.createdAt) })
    .from(assets)
    .where(
      and(
        eq(assets.creatorUserId, page.userId),
        page.customOnly ? sql`${assets.properties} <> '[]'::jsonb` : undefined,
        after && createdBefore(assets.createdAt, assets.id, after),
      ),
    )
    .orderBy(desc(assets.createdAt), desc(assets.id))
    .limit(page.limit);
}

/** Owned tab: catalog assets of the tokens the wallets hold, by (collection, token id, chain). */
export async function findOwnedAssetsPage(
  db: Db,
  {
    wallets,
    after,
    limit,
  }: { wallets: readonly string[]; after?: readonly [string, string, number]; limit: number },
) {
  const afterKey = after
    ? sql`and (b.collection, b.token_id, b.chain_id) > (${after[0]}::text, ${after[1]}::numeric, ${after[2]}::integer)`
    : sql``;
  const result = await db.execute(sql`
    select distinct on (t.collection, t.token_id, t.chain_id)
      t.chain_id, t.collection, t.token_id::text as token_id, t.id
    from (${eachWallet(
      wallets,
      (wallet) => sql`select b.chain_id, b.collection, b.token_id, a.id from chain_balances b
        join assets a on a.chain_id = b.chain_id and a.collection_address = b.collection and a.token_id = b.token_id
        where b.owner = ${wallet} and b.balance > 0 ${afterKey}
        order by b.collection, b.token_id, b.chain_id
        limit ${limit}`,
    )}) t
    order by t.collection, t.token_id, t.chain_id
    limit ${limit}`);
  return rowsOf<{ chain_id: number; collection: string; token_id: string; id: string }>(result);
}

/** On sale tab: assets the wallets offer in a live listing, newest listing first, a token once. */
export async function findListedAssetsPage(db: Db, page: IdPage) {
  const { wallets } = page;
  return newestById(
    db,
    { key: "listing_id", alias: "l" },
    page,
    (wallet, afterKey) => sql`select l.chain_id, l.listing_id, a.id from chain_listings l
        join assets a on a.chain_id = l.chain_id and a.collection_address = l.collection and a.token_id = l.token_id
        where l.seller = ${wallet} and ${liveListing("l")} ${afterKey}
          and not exists (select 1 from chain_listings n where n.chain_id = l.chain_id
            and n.collection = l.collection and n.token_id = l.token_id and n.listing_id > l.listing_id
            and ${isOneOf(sql`n.seller`, wallets)} and ${liveListing("n")})`,
  );
}

/** Sold tab: assets whose listing by one of the wallets a studio integrated, latest first, once each. */
export async function findSoldAssetsPage(
  db: Db,
  {
    wallets,
    after,
    limit,
  }: { wallets: readonly string[]; after?: z.infer<typeof ZBoughtKey>; limit: number },
) {
  const result = await db.execute(sql`
    select t.chain_id, t.block_number, t.log_index, t.id
    from (${eachWalletBytes(
      wallets,
      (wallet) => sql`select a.chain_id, a.block_number, a.log_index, x.id from chain_activity a
        join assets x on x.chain_id = a.chain_id and x.collection_address = ${hexText(sql`a.collection`)}
          and x.token_id = a.token_id
        where ${executedIntegration} and a."from" = ${wallet} ${after ? sql`and ${boughtBefore(after)}` : sql``}
          and not exists (select 1 from chain_activity b
            where b.event_type = 'Bought' and b.token_key = a.token_key and b.chain_id = a.chain_id
            and b.collection = a.collection and b.token_id = a.token_id
            and ${isOneOfBytes(sql`b."from"`, wallets)}
            and (b.block_number, b.log_index) > (a.block_number, a.log_index))
        order by a.block_number desc, a.log_index desc, a.chain_id desc
        limit ${limit}`,
    )}) t
    order by t.block_number desc, t.log_index desc, t.chain_id desc
    limit ${limit}`);
  return rowsOf<{ chain_id: number; block_number: number | string; log_index: number; id: string }>(result);
}

/** Offers made / received tabs: assets of the wallets' offers on that side, newest offer first, once each. */
export async function findOfferedAssetsPage(db: Db, page: IdPage & { side: "made" | "received" }) {
  const { wallets, side } = page;
  const party = sql.raw(side === "made" ? "offeror" : "collection_owner");
  const valid = (offer: string) => (side === "received" ? sql.raw(`and not ${offer}.stale`) : sql``);
  return newestById(
    db,
    { key: "offer_id", alias: "o" },
    page,
    (wallet, afterKey) => sql`select o.chain_id, o.offer_id, a.id from chain_offers o
        join assets a on a.id = ${offerAssetUuid(sql`o.asset_id`)}
        where o.${party} = ${wallet} ${afterKey} ${valid("o")}
          and not exists (select 1 from chain_offers n where n.asset_id = o.asset_id
            and ${isOneOf(sql`n.${party}`, wallets)} and (n.offer_id, n.chain_id) > (o.offer_id, o.chain_id)
            ${valid("n")})`,
  );
}

type IdPage = { wallets: readonly string[]; after?: readonly [string, number]; limit: number };

/**
 * A tab ordered by a listing's or an offer's id, newest first: each wallet's first `limit` rows of
 * `branch` after the page's key, merged. `branch` selects `alias`.chain_id, `alias`.`key` and the
 * asset's id, with the key's condition on `alias` it is handed.
 */
async function newestById<K extends "listing_id" | "offer_id">(
  db: Db,
  { key, alias }: { key: K; alias: string },
  { wallets, after, limit }: IdPage,
  branch: (wallet: SQL, afterKey: SQL) => SQL,
) {
  const [k, a] = [sql.raw(key), sql.raw(alias)];
  const afterKey = after
    ? sql`and (${a}.${k}, ${a}.chain_id) < (${after[0]}::numeric, ${after[1]}::integer)`
    : sql``;
  const result = await db.execute(sql`
    select t.chain_id, t.${k}::text as ${k}, t.id
    from (${eachWallet(
      wallets,
      (wallet) => sql`${branch(wallet, afterKey)}
        order by ${a}.${k} desc, ${a}.chain_id desc
        limit ${limit}`,
    )}) t
    order by t.${k} desc, t.chain_id desc
    limit ${limit}`);
  return rowsOf<{ chain_id: number; id: string } & Record<K, string>>(result);
}

// The Bought row's order, then the side: a user who integrated their own listing has both deals.
const SIDE_RANK: Record<IntegrationSide, number> = { made: 0, received: 1 };

export type DealRow = {
  role: IntegrationSide;
  chain_id: number;
  block_number: number | string;
  log_index: number;
  side_rank: number;
  tx_hash: string;
  executed_at: string | Date;
  counterparty: string;
  collection: string;
  token_id: string;
  linked_collection: string;
  linked_token_id: string;
  asset_name: string | null;
  asset_image: string | null;
  linked_name: string | null;
  linked_image: string | null;
  user_id: string | null;
  user_name: string | null;
};

/**
 * Deals tab: the integrations executed on-chain on both sides, newest first: each wallet's page of
 * each side's index, merged, then the page's linked token (chain_executions), catalog assets and
 * counterparty by key.
 */
export async function findDealsPage(
  db: Db,
  { wallets, after, limit }: { wallets: readonly string[]; after?: z.infer<typeof ZDealKey>; limit: number },
) {
  const side = (role: IntegrationSide): SQL => {
    const rank = SIDE_RANK[role];
    // The block bound is the index's range; the row comparison settles rows of the same block.
    const afterKey = after
      ? sql`and a.block_number <= ${after[0]} and (a.block_number, a.log_index, a.chain_id, ${rank}::integer)
        < (${after[0]}::bigint, ${after[1]}::integer, ${after[2]}::integer, ${after[3]}::integer)`
      : sql``;
    return eachWalletBytes(
      wallets,
      (wallet) => sql`select ${role}::text as role, ${rank}::integer as side_rank, a.chain_id, a.block_number,
          a.log_index, a.tx_hash, a.created_at, a.collection, a.token_id, ${otherSide(role)} as other
        from chain_activity a
        where ${executedIntegration} and ${ownSide(role)} = ${wallet} ${afterKey}
        order by a.block_number desc, a.log_index desc, a.chain_id desc
        limit ${limit}`,
    );
  };
  const result = await db.execute(sql`
    with page as (
      select * from (${side("made")} union all ${side("received")}) sides
      order by block_number desc, log_index desc, chain_id desc, side_rank desc
      limit ${limit})
    select p.role, p.chain_id, p.block_number, p.log_index, p.side_rank, ${hexText(sql`p.tx_hash`)} as tx_hash,
      p.created_at as executed_at, ${hexText(sql`p.other`)} as counterparty,
      ${hexText(sql`p.collection`)} as collection, p.token_id::text as token_id,
      e.destination_collection as linked_collection, e.new_token_id::text as linked_token_id,
      oa.name as asset_name, oa.image_key as asset_image, la.name as linked_name, la.image_key as linked_image,
      cu.id as user_id, cu.name as user_name
    from page p
    join chain_executions e on e.chain_id = p.chain_id and e.tx_hash = ${hexText(sql`p.tx_hash`)}
      and e.log_index = p.log_index
    left join assets oa on oa.chain_id = p.chain_id and oa.collection_address = ${hexText(sql`p.collection`)}
      and oa.token_id = p.token_id
    left join assets la on la.chain_id = e.chain_id and la.collection_address = e.destination_collection
      and la.token_id = e.new_token_id
    left join user_addresses cua on cua.address = ${hexText(sql`p.other`)}
    left join users cu on cu.id = cua.user_id
    order by p.block_number desc, p.log_index desc, p.chain_id desc, p.side_rank desc`);
  return rowsOf<DealRow>(result);
}

/** The profile header's figures, each counted up to the cap's next row (profile-counts.ts), at once. */
export async function findProfileCounts(db: Db, userId: string, wallets: readonly string[]) {
  const user = sql`${userId}::uuid`;
  const result = await db.execute(sql`select ${assetsCreatedCount(user)} as assets,
      ${collectionsCreatedCount(user)} as collections,
      ${integrationsCount("made", wallets)} as made,
      ${integrationsCount("received", wallets)} as received`);
  return rowsOf<{ assets: number; collections: number; made: number; received: number }>(result)[0]!;
}
