import type { ActivityHistory, ActivityQuery } from "@meshlink/domain/activity.types";
import type { TxLink } from "../chain/explorer-links.ts";
import type { Db } from "../db/database.ts";
import { activityKeyOf, findTokenActivity } from "../db/queries/activity.ts";
import { withActivityPeople } from "./activity-people.ts";
import { ZActivityKey } from "../db/page-keys.ts";
import { cursorPage, decodeCursor } from "./page-cursor.ts";

/** A token's activity history, newest first, from the indexed chain events, a keyset page at a time. */
export async function findActivity(db: Db, txUrl: TxLink, query: ActivityQuery): Promise<ActivityHistory> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, ZActivityKey);
  const rows = await findTokenActivity(db, query, {
    chainId: query.chainId,
    after,
    limit: query.perPage + 1,
  });
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
