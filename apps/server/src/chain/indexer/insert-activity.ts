import { copyRows } from "../../db/copy-rows.ts";
import type { Db } from "../../db/database.ts";
import type { chainActivity } from "../../db/schema-chain.ts";

export type ActivityRow = typeof chainActivity.$inferInsert;

const COLUMNS = [
  "chain_id",
  "event_type",
  "collection",
  "token_id",
  "asset_id",
  "price",
  "from",
  "to",
  "tx_hash",
  "log_index",
  "item",
  "block_number",
  "created_at",
] as const;

/** Bulk activity rows with one COPY (see copy-rows.ts). */
export async function insertActivity(db: Db, rows: ActivityRow[]) {
  await copyRows(
    db,
    "chain_activity",
    COLUMNS,
    rows.map((r) => [
      r.chainId,
      r.eventType,
      r.collection,
      r.tokenId,
      r.assetId,
      r.price,
      r.from,
      r.to,
      r.txHash,
      r.logIndex,
      r.item ?? 0,
      r.blockNumber,
      r.createdAt.toISOString(),
    ]),
  );
}
