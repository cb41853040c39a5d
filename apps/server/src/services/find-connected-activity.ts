import type { ActivityQuery, ConnectedActivity } from "@meshlink/domain/activity.types";
import type { TxLink } from "../chain/explorer-links.ts";
import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { tokenKeySql } from "../chain/indexer/token-key.ts";
import { chainActivity, chainTokens } from "../db/schema-chain.ts";
import { activityBefore, activityKeyOf, activityOrder } from "./activity-order.ts";
import { withActivityPeople } from "./activity-people.ts";
import { ZActivityKey, cursorPage, decodeCursor } from "./page-cursor.ts";

/**
 * Activity of the linked tokens integrations minted from one original, newest first, a keyset page
 * at a time: the original's linked tokens by their index, then each one's rows by the token index.
 */
export async function findConnectedActivity(
  db: Db,
  txUrl: TxLink,
  query: ActivityQuery,
): Promise<ConnectedActivity> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, ZActivityKey);
  const rows = await db
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
        eq(chainTokens.originalCollection, query.address),
        eq(chainTokens.originalTokenId, query.tokenId),
        query.chainId === undefined ? undefined : eq(chainTokens.chainId, query.chainId),
        after && activityBefore(after),
      ),
    )
    .orderBy(...activityOrder)
    .limit(query.perPage + 1);
  const page = cursorPage(rows, query.perPage, activityKeyOf, (row) => ({
    address: row.collection ?? "",
    tokenId: row.tokenId ?? "0",
    event: row.eventType,
    price: row.price,
    from: row.from,
    to: row.to,
    createdAt: row.createdAt.toISOString(),
    chainId: row.chainId,
    txHash: row.txHash,
    txUrl: txUrl(row.chainId, row.txHash) ?? null,
  }));
  return withActivityPeople(db, page);
}
