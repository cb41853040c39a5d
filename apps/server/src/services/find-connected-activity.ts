import type { ActivityQuery, ConnectedActivity } from "@meshlink/domain/activity.types";
import { type ChainMode, explorerLink } from "@meshlink/domain/chains";
import { totalPagesFor } from "@meshlink/domain/entities/page";
import { and, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { tokenKeySql } from "../chain/indexer/token-key.ts";
import { chainActivity, chainTokens } from "../db/schema-chain.ts";

/** Activity of the linked tokens integrations minted from one original, newest first. */
export async function findConnectedActivity(
  db: Db,
  mode: ChainMode,
  query: ActivityQuery,
): Promise<ConnectedActivity> {
  const linked = and(
    eq(chainTokens.originalCollection, query.address),
    eq(chainTokens.originalTokenId, query.tokenId),
    query.chainId === undefined ? undefined : eq(chainTokens.chainId, query.chainId),
  );
  const join = and(
    eq(chainActivity.tokenKey, tokenKeySql(chainTokens.collection, chainTokens.tokenId)),
    eq(chainActivity.chainId, chainTokens.chainId),
    // Activity keeps addresses as bytes (hex-bytes.ts), tokens as text.
    sql`${chainActivity.collection} = decode(substr(${chainTokens.collection}, 3), 'hex')`,
    eq(chainActivity.tokenId, chainTokens.tokenId),
  );
  const base = () =>
    db.select(getTableColumns(chainActivity)).from(chainActivity).innerJoin(chainTokens, join);
  const [rows, [total]] = await Promise.all([
    base()
      .where(linked)
      .orderBy(desc(chainActivity.blockNumber), desc(chainActivity.logIndex), desc(chainActivity.item))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ count: count() }).from(chainActivity).innerJoin(chainTokens, join).where(linked),
  ]);
  const totalCount = total?.count ?? 0;
  return {
    data: rows.map((row) => ({
      address: row.collection ?? "",
      tokenId: row.tokenId ?? "0",
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
