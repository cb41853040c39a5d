import type { Db } from "../../db/database.ts";
import { chainBlocks } from "../../db/schema-chain.ts";
import type { Cursor } from "./apply-batch.ts";
import type { ChainEvent } from "./chain-event.ts";
import { applyStoreEvent, TRANSFER_EVENTS } from "./apply-event.ts";
import { prepareTransfers, type TransferWrites, writeTransfers } from "./apply-transfers.ts";
import { insertLedger } from "./insert-ledger.ts";

/**
 * Everything a range of blocks writes, worked out from its events without the database: plain data,
 * so the reader thread prepares it and the database's thread only writes it.
 */
export type RangeWrites = {
  /** The blocks with events, each with the hash its logs were read under, in chain order. */
  blocks: Cursor[];
  /** The Store's events in chain order: few, each applied on its own. */
  storeEvents: ChainEvent[];
  transfers: TransferWrites;
  events: number;
};

export function prepareRange(events: ChainEvent[]): RangeWrites {
  const blocks: Cursor[] = [];
  const storeEvents: ChainEvent[] = [];
  const transfers: ChainEvent[] = [];
  for (const event of events) {
    if (blocks.at(-1)?.blockNumber !== event.blockNumber)
      blocks.push({ blockNumber: event.blockNumber, blockHash: event.blockHash });
    (TRANSFER_EVENTS.has(event.eventName) ? transfers : storeEvents).push(event);
  }
  return { blocks, storeEvents, transfers: prepareTransfers(transfers), events: events.length };
}

// Rows per statement for the block list.
const CHUNK = 5000;

/**
 * Folds a prepared range into the index. Its blocks go in first: their key fails the transaction
 * if any of them was applied before, so no event counts twice. Transfers go in bulk and the Store's
 * events one by one after them; neither reads what the other writes in the same range (a linked
 * token's mint and its execution upsert the same token row), so the order between them is free.
 */
export async function applyRange(db: Db, chainId: number, writes: RangeWrites) {
  for (let i = 0; i < writes.blocks.length; i += CHUNK) {
    const rows = writes.blocks.slice(i, i + CHUNK).map((block) => ({ chainId, ...block }));
    await db.insert(chainBlocks).values(rows);
  }
  await writeTransfers(db, chainId, writes.transfers);
  await insertLedger(db, writes.storeEvents);
  for (const event of writes.storeEvents) await applyStoreEvent(db, event);
}
