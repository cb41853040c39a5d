import { copyRows } from "../../db/copy-rows.ts";
import type { Db } from "../../db/database.ts";
import type { ChainEvent } from "./chain-event.ts";

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

/**
 * Adds the Store's events to the ledger (chain_events) with one COPY. Its key guards: an event
 * already there fails the statement, and with it the transaction, instead of counting twice.
 */
export async function insertLedger(db: Db, events: ChainEvent[]) {
  await copyRows(
    db,
    "chain_events",
    COLUMNS,
    events.map((e) => [
      e.chainId,
      e.blockNumber,
      e.blockHash,
      e.blockTime.toISOString(),
      e.txHash,
      e.logIndex,
      e.address,
      e.eventName,
      JSON.stringify(e.args),
    ]),
  );
}
