import { sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import type { chainActivity } from "../../db/schema-chain.ts";

export type ActivityRow = Omit<typeof chainActivity.$inferInsert, "id">;

// Rows per statement; each column travels as one array parameter.
const CHUNK = 5000;

/** Bulk activity rows as one `insert … select from unnest(arrays)` per chunk (see insert-ledger.ts). */
export async function insertActivity(db: Db, rows: ActivityRow[]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const column = <T>(pick: (row: ActivityRow) => T) => sql.param(chunk.map(pick));
    await db.execute(sql`
      insert into chain_activity
        (chain_id, event_type, collection, token_id, asset_id, price, "from", "to", tx_hash, log_index,
         block_number, created_at)
      select * from unnest(
        ${column((r) => r.chainId)}::int[], ${column((r) => r.eventType)}::text[],
        ${column((r) => r.collection ?? null)}::text[], ${column((r) => r.tokenId ?? null)}::numeric[],
        ${column((r) => r.assetId ?? null)}::text[], ${column((r) => r.price ?? null)}::int[],
        ${column((r) => r.from ?? null)}::text[], ${column((r) => r.to ?? null)}::text[],
        ${column((r) => r.txHash)}::text[], ${column((r) => r.logIndex)}::int[],
        ${column((r) => r.blockNumber)}::bigint[], ${column((r) => r.createdAt.toISOString())}::timestamptz[])`);
  }
}
