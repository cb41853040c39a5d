import type { ActivityHistory, ActivityQuery } from "@meshlink/domain/activity.types";
import { type ChainMode, explorerLink } from "@meshlink/domain/chains";
import { totalPagesFor } from "@meshlink/domain/entities/page";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { tokenKey } from "../chain/indexer/token-key.ts";
import { chainActivity } from "../db/schema-chain.ts";

/** A token's activity history, newest first, from the indexed chain events. */
export async function findActivity(db: Db, mode: ChainMode, query: ActivityQuery): Promise<ActivityHistory> {
  // The token index holds the key; collection and id are compared too (token-key.ts).
  const where = and(
    eq(chainActivity.tokenKey, tokenKey(query.address, query.tokenId)),
    eq(chainActivity.collection, query.address),
    eq(chainActivity.tokenId, query.tokenId),
    query.chainId === undefined ? undefined : eq(chainActivity.chainId, query.chainId),
  );
  const [rows, totalCount] = await Promise.all([
    db
      .select()
      .from(chainActivity)
      .where(where)
      .orderBy(desc(chainActivity.blockNumber), desc(chainActivity.logIndex), desc(chainActivity.item))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.$count(chainActivity, where),
  ]);
  return {
    data: rows.map((row) => ({
      event: row.eventType,
      price: row.price,
      from: row.from,
      to: row.to,
      createdAt: row.createdAt.toISOString(),
      chainId: row.chainId,
      txHash: row.txHash,
      txUrl: explorerLink(row.chainId, mode, `tx/${row.txHash}`) ?? null,
    })),
    totalCount,
    totalPages: totalPagesFor(totalCount, query.perPage),
  };
}
