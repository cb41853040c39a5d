import type { ActivityHistory, ActivityQuery, ConnectedActivity } from "@meshlink/domain/activity.types";
import type { TxLink } from "../chain/explorer-links.ts";
import type { Db } from "../db/database.ts";
import { ZActivityKey } from "../db/page-keys.ts";
import { activityKeyOf, findLinkedTokensActivity, findTokenActivity } from "../db/queries/activity.ts";
import { withActivityPeople } from "./activity-people.ts";
import { cursorPage, decodeCursor } from "./page-cursor.ts";

// The asset page's activity lists, from the indexed chain events, newest first, a keyset page at a
// time: a token's own, and that of the linked tokens integrations minted from it.

type ActivityRow = Awaited<ReturnType<typeof findTokenActivity>>[number];

/** A token's activity history. */
export function findActivity(db: Db, txUrl: TxLink, query: ActivityQuery): Promise<ActivityHistory> {
  return activityPage(db, query, findTokenActivity, (row) => eventOf(row, txUrl));
}

/** Activity of the linked tokens integrations minted from one original, each row naming its token. */
export function findConnectedActivity(
  db: Db,
  txUrl: TxLink,
  query: ActivityQuery,
): Promise<ConnectedActivity> {
  return activityPage(db, query, findLinkedTokensActivity, (row) => ({
    address: row.collection ?? "",
    tokenId: row.tokenId ?? "0",
    ...eventOf(row, txUrl),
  }));
}

/** The page after the query's cursor, read by `read`, each row shown by `view` with its people. */
async function activityPage<Item extends { from: string | null; to: string | null }>(
  db: Db,
  query: ActivityQuery,
  read: typeof findTokenActivity,
  view: (row: ActivityRow) => Item,
) {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, ZActivityKey);
  const rows = await read(db, query, { chainId: query.chainId, after, limit: query.perPage + 1 });
  return withActivityPeople(db, cursorPage(rows, query.perPage, activityKeyOf, view));
}

/** A row as both lists show it: the event, its parties and price, and its transaction. */
const eventOf = (row: ActivityRow, txUrl: TxLink) => ({
  event: row.eventType,
  price: row.price,
  from: row.from,
  to: row.to,
  createdAt: row.createdAt.toISOString(),
  chainId: row.chainId,
  txHash: row.txHash,
  txUrl: txUrl(row.chainId, row.txHash) ?? null,
});
