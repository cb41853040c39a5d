import type { ActivityHistory, ActivityQuery } from "@meshlink/domain/activity.types";
import type { TxLink } from "../chain/explorer-links.ts";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { tokenKey } from "../chain/indexer/token-key.ts";
import { chainActivity } from "../db/schema-chain.ts";
import { activityBefore, activityKeyOf, activityOrder } from "./activity-order.ts";
import { withActivityPeople } from "./activity-people.ts";
import { ZActivityKey, cursorPage, decodeCursor } from "./page-cursor.ts";

/** A token's activity history, newest first, from the indexed chain events, a keyset page at a time. */
export async function findActivity(db: Db, txUrl: TxLink, query: ActivityQuery): Promise<ActivityHistory> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, ZActivityKey);
  // The token index holds the key; collection and id are compared too (token-key.ts).
  const rows = await db
    .select()
    .from(chainActivity)
    .where(
      and(
        eq(chainActivity.tokenKey, tokenKey(query.address, query.tokenId)),
        eq(chainActivity.collection, query.address),
        eq(chainActivity.tokenId, query.tokenId),
        query.chainId === undefined ? undefined : eq(chainActivity.chainId, query.chainId),
        after && activityBefore(after),
      ),
    )
    .orderBy(...activityOrder)
    .limit(query.perPage + 1);
  const page = cursorPage(rows, query.perPage, activityKeyOf, (row) => ({
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
