import type { PriceHistory } from "@meshlink/domain/activity.types";
import type { Db } from "../db/database.ts";
import { findLatestListingPrices } from "../db/queries/activity.ts";

/**
 * The token's listing royalty fee each time it was listed or edited on-chain, oldest first: the
 * latest PRICE_HISTORY_POINTS, read newest first from the token index and turned round.
 */
export async function findPriceHistory(
  db: Db,
  query: { address: string; tokenId: string },
): Promise<PriceHistory> {
  const rows = await findLatestListingPrices(db, query);
  return {
    data: rows.reverse().map((row) => ({ createdAt: row.createdAt.toISOString(), price: row.price ?? 0 })),
  };
}
