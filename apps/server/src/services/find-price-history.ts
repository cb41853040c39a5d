import { PRICE_HISTORY_POINTS, type PriceHistory } from "@meshlink/domain/activity.types";
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { tokenKey } from "../chain/indexer/token-key.ts";
import { chainActivity } from "../db/schema-chain.ts";

/**
 * The token's listing royalty fee each time it was listed or edited on-chain, oldest first: the
 * latest PRICE_HISTORY_POINTS, read newest first from the token index and turned round.
 */
export async function findPriceHistory(
  db: Db,
  query: { address: string; tokenId: string },
): Promise<PriceHistory> {
  const rows = await db
    .select({ createdAt: chainActivity.createdAt, price: chainActivity.price })
    .from(chainActivity)
    .where(
      and(
        eq(chainActivity.tokenKey, tokenKey(query.address, query.tokenId)),
        eq(chainActivity.collection, query.address),
        eq(chainActivity.tokenId, query.tokenId),
        // As the price-points index states it, so the planner sees the index covers these rows.
        sql`${chainActivity.eventType} in ('Listed', 'Updated')`,
        isNotNull(chainActivity.price),
      ),
    )
    .orderBy(desc(chainActivity.blockNumber), desc(chainActivity.logIndex))
    .limit(PRICE_HISTORY_POINTS);
  return {
    data: rows.reverse().map((row) => ({ createdAt: row.createdAt.toISOString(), price: row.price ?? 0 })),
  };
}
