import { and, desc, eq, getTableColumns, isNotNull, type SQL, sql } from "drizzle-orm";
import { PRICE_HISTORY_POINTS } from "@meshlink/domain/activity.types";
import { tokenKey, tokenKeySql } from "../../chain/indexer/token-key.ts";
import type { ActivityKey } from "../page-keys.ts";
import type { Db } from "../database.ts";
import { chainActivity, chainTokens } from "../schema-chain.ts";

// The indexed chain events of a token (`chain_activity`), read down the token index a keyset page at
// a time: its own rows, the rows of the linked tokens minted from it, and its listing prices.

type ActivityRow = typeof chainActivity.$inferSelect;
type ActivityPage = { chainId?: number; after?: ActivityKey; limit: number };

/** Activity newest first, as the chain ordered it; the chain id parts rows of several chains. */
const activityOrder = [
  desc(chainActivity.blockNumber),
  desc(chainActivity.logIndex),
  desc(chainActivity.item),
  desc(chainActivity.chainId),
];

/**
 * Rows after `key` in that order. The block bound alone is what the token index's range uses; the
 * row comparison settles rows of the same block.
 */
const activityBefore = ([block, logIndex, item, chainId]: ActivityKey): SQL =>
  sql`${chainActivity.blockNumber} <= ${block} and (${chainActivity.blockNumber}, ${chainActivity.logIndex}, ${chainActivity.item}, ${chainActivity.chainId}) < (${block}, ${logIndex}, ${item}, ${chainId})`;

/** A token's rows, by the token index's key; collection and id are compared too (token-key.ts). */
const ofToken = (token: { address: string; tokenId: string }) => [
  eq(chainActivity.tokenKey, tokenKey(token.address, token.tokenId)),
  eq(chainActivity.collection, token.address),
  eq(chainActivity.tokenId, token.tokenId),
];

/** A row's place in that order, the key of the page after it. */
export const activityKeyOf = (row: ActivityRow): ActivityKey => [
  row.blockNumber,
  row.logIndex,
  row.item,
  row.chainId,
];

/** A page of the token's activity, newest first, on one chain or all. */
export async function findTokenActivity(
  db: Db,
  token: { address: string; tokenId: string },
  page: ActivityPage,
): Promise<ActivityRow[]> {
  return db
    .select()
    .from(chainActivity)
    .where(
      and(
        ...ofToken(token),
        page.chainId === undefined ? undefined : eq(chainActivity.chainId, page.chainId),
        page.after && activityBefore(page.after),
      ),
    )
    .orderBy(...activityOrder)
    .limit(page.limit);
}

/**
 * A page of the activity of the linked tokens integrations minted from the original, newest first:
 * the original's linked tokens by their index, then each one's rows by the token index.
 */
export async function findLinkedTokensActivity(
  db: Db,
  original: { address: string; tokenId: string },
  page: ActivityPage,
): Promise<ActivityRow[]> {
  return db
    .select(getTableColumns(chainActivity))
    .from(chainActivity)
    .innerJoin(
      chainTokens,
      and(
        eq(chainActivity.tokenKey, tokenKeySql(chainTokens.collection, chainTokens.tokenId)),
        eq(chainActivity.chainId, chainTokens.chainId),
        // Activity keeps addresses as bytes (hex-bytes.ts), tokens as text.
        sql`${chainActivity.collection} = decode(substr(${chainTokens.collection}, 3), 'hex')`,
        eq(chainActivity.tokenId, chainTokens.tokenId),
      ),
    )
    .where(
      and(
        eq(chainTokens.originalCollection, original.address),
        eq(chainTokens.originalTokenId, original.tokenId),
        page.chainId === undefined ? undefined : eq(chainTokens.chainId, page.chainId),
        page.after && activityBefore(page.after),
      ),
    )
    .orderBy(...activityOrder)
    .limit(page.limit);
}

/**
 * The token's listing royalty fee each time it was listed or edited on-chain: the latest
 * PRICE_HISTORY_POINTS, newest first, from the price-points index.
 */
export async function findLatestListingPrices(db: Db, token: { address: string; tokenId: string }) {
  return db
    .select({ createdAt: chainActivity.createdAt, price: chainActivity.price })
    .from(chainActivity)
    .where(
      and(
        ...ofToken(token),
        // As the price-points index states it, so the planner sees the index covers these rows.
        sql`${chainActivity.eventType} in ('Listed', 'Updated')`,
        isNotNull(chainActivity.price),
      ),
    )
    .orderBy(desc(chainActivity.blockNumber), desc(chainActivity.logIndex))
    .limit(PRICE_HISTORY_POINTS);
}
