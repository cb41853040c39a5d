import { sql } from "drizzle-orm";
import { copyRows } from "../../db/copy-rows.ts";
import type { Db } from "../../db/database.ts";
import type { ChainEvent } from "./chain-event.ts";

// Rows per statement; each column travels as one array parameter.
const CHUNK = 5000;

const COLUMNS = [
  "chain_id",
  "block_number",
  "block_hash",
  "block_time",
  "tx_hash",
  "log_index",
  "address",
  "event_name",
  "args",
] as const;

const ledgerRow = (e: ChainEvent) => [
  e.chainId,
  e.blockNumber,
  e.blockHash,
  e.blockTime.toISOString(),
  e.txHash,
  e.logIndex,
  e.address,
  e.eventName,
  JSON.stringify(e.args),
];

/**
 * Adds events to the ledger (chain_events) unless already there, and answers those it added.
 *
 * `allNew`: the caller knows none of these events can be in the ledger (see applyBatch), so the
 * rows go in with one COPY. The key still guards: a duplicate fails the statement, and with it the
 * transaction, instead of being applied twice. Otherwise each chunk is an `insert … select from
 * unnest(arrays) on conflict do nothing returning`, which names the rows that were new.
 */
export async function insertLedger(db: Db, events: ChainEvent[], allNew = false): Promise<ChainEvent[]> {
  if (allNew) {
    await copyRows(db, "chain_events", COLUMNS, events.map(ledgerRow));
    return events;
  }
  const added = new Set<string>();
  for (let i = 0; i < events.length; i += CHUNK) {
    const chunk = events.slice(i, i + CHUNK);
    const column = <T>(pick: (event: ChainEvent) => T) => sql.param(chunk.map(pick));
    const result: unknown = await db.execute(sql`
      insert into chain_events (${sql.raw(COLUMNS.join(", "))})
      select * from unnest(
        ${column((e) => e.chainId)}::int[], ${column((e) => e.blockNumber)}::bigint[],
        ${column((e) => e.blockHash)}::text[], ${column((e) => e.blockTime.toISOString())}::timestamptz[],
        ${column((e) => e.txHash)}::text[], ${column((e) => e.logIndex)}::int[],
        ${column((e) => e.address)}::text[], ${column((e) => e.eventName)}::text[],
        ${column((e) => JSON.stringify(e.args))}::json[])
      on conflict do nothing returning block_number, log_index`);
    // Both drivers (PGlite, node-postgres) answer `execute` with `{ rows }`; bigint may come as text.
    for (const row of (result as { rows: { block_number: number | string; log_index: number }[] }).rows) {
      added.add(`${Number(row.block_number)}:${row.log_index}`);
    }
  }
  return events.filter((event) => added.has(`${event.blockNumber}:${event.logIndex}`));
}
