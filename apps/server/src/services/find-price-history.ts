import type { PriceHistory } from "@meshlink/domain/activity.types";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { tokenKey } from "../chain/indexer/token-key.ts";
import { chainActivity } from "../db/schema-chain.ts";

/** The token's listing royalty fee each time it was listed or edited on-chain, oldest first. */
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
        inArray(chainActivity.eventType, ["Listed", "Updated"]),
        isNotNull(chainActivity.price),
      ),
    )
    .orderBy(asc(chainActivity.blockNumber), asc(chainActivity.logIndex));
  return { data: rows.map((row) => ({ createdAt: row.createdAt.toISOString(), price: row.price ?? 0 })) };
}
