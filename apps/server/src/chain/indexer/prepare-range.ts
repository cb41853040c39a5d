import type { Cursor } from "./apply-batch.ts";
import { type ChainEvent, TRANSFER_EVENTS } from "./chain-event.ts";
import { type Move, movesOf, transferWrites, type TransferWrites } from "./prepare-transfers.ts";

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
  const writes = rangeWrites(events[0]?.chainId ?? 0, { escapeFree: false });
  for (const event of events) {
    writes.enterBlock(event.blockNumber, event.blockHash, event.blockTime);
    writes.addEvent(event);
  }
  return writes.done();
}

/**
 * Builds a range's writes event by event, in chain order. A transfer log can come decoded by hand
 * (`addTransfer`, fetch-range.ts): a backfill is nearly all transfers, and going from the node's
 * log straight to its activity row skips the ChainEvent and its arguments.
 */
export function rangeWrites(chainId: number, options: { escapeFree: boolean }) {
  const blocks: Cursor[] = [];
  const storeEvents: ChainEvent[] = [];
  const transfers = transferWrites(chainId, options);
  let events = 0;
  let blockNumber = -1;
  // Events of one block share its time: one ISO string per block.
  let date = "";
  return {
    /** The block of the events that follow; entering the current one again changes nothing. */
    enterBlock(number: number, hash: string, time: Date) {
      if (number === blockNumber) return;
      blockNumber = number;
      blocks.push({ blockNumber: number, blockHash: hash });
      date = time.toISOString();
    },
    addEvent(event: ChainEvent) {
      events++;
      if (!TRANSFER_EVENTS.has(event.eventName)) return void storeEvents.push(event);
      const { address: collection, txHash, logIndex } = event;
      movesOf(event).forEach(({ tokenId, amount, from, to }, item) =>
        transfers.add({ tokenId, amount, from, to, collection, txHash, logIndex, item, blockNumber, date }),
      );
    },
    addTransfer(collection: string, txHash: string, logIndex: number, move: Move) {
      events++;
      const { tokenId, amount, from, to } = move;
      transfers.add({ tokenId, amount, from, to, collection, txHash, logIndex, item: 0, blockNumber, date });
    },
    done: (): RangeWrites => ({ blocks, storeEvents, transfers: transfers.done(), events }),
  };
}
