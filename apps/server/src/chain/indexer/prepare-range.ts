import type { Cursor } from "./apply-batch.ts";
import { type ChainEvent, TRANSFER_EVENTS } from "./chain-event.ts";
import { prepareTransfers, type TransferWrites } from "./prepare-transfers.ts";

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
