import { timestampBytes } from "../../db/copy-binary.ts";
import { type ChainEvent, TRANSFER_EVENTS } from "./chain-event.ts";
import type { Move } from "./indexed-events.ts";
import { type BlockFields, movesOf, transferWrites, type TransferWrites } from "./prepare-transfers.ts";
import type { ScannedTransfer } from "./scan-logs.ts";

/**
 * Everything a range of blocks writes, worked out from its events without the database: plain data,
 * so the reader thread prepares it and the database's thread only writes it.
 */
export type RangeWrites = {
  /** The blocks with events, each with the hash its logs were read under, in chain order. */
  blocks: { blockNumber: number; blockHash: string }[];
  /** The Store's events in chain order: few, each applied on its own. */
  storeEvents: ChainEvent[];
  transfers: TransferWrites;
  events: number;
};

export function prepareRange(events: ChainEvent[]): RangeWrites {
  const writes = rangeWrites(events[0]?.chainId ?? 0);
  for (const event of events) {
    writes.enterBlock(event.blockNumber, event.blockHash, event.blockTime);
    writes.addEvent(event);
  }
  return writes.done();
}

/**
 * Builds a range's writes event by event, in chain order. A transfer log can come read in place
 * (`addScanned`, scan-logs.ts): a backfill is nearly all transfers, and going from the node's
 * answer straight to activity rows skips the ChainEvent and its arguments.
 */
export function rangeWrites(chainId: number) {
  const blocks: RangeWrites["blocks"] = [];
  const storeEvents: ChainEvent[] = [];
  const transfers = transferWrites(chainId);
  let events = 0;
  // Events of one block share its number and time, encoded once.
  let block: BlockFields = { number: -1, time: new Uint8Array() };
  return {
    /** Whether the events that follow are already in block `number`. */
    inBlock: (number: number) => number === block.number,
    /** The block of the events that follow; entering the current one again changes nothing. */
    enterBlock(number: number, hash: string, time: Date) {
      if (number === block.number) return;
      blocks.push({ blockNumber: number, blockHash: hash });
      block = { number, time: timestampBytes(time.getTime()) };
    },
    addEvent(event: ChainEvent) {
      events++;
      if (!TRANSFER_EVENTS.has(event.eventName)) return void storeEvents.push(event);
      const { address: collection, txHash, logIndex } = event;
      movesOf(event).forEach((move: Move, item) =>
        transfers.add({ ...move, collection, txHash, logIndex, item }, block),
      );
    },
    /** A transfer log decoded by hand (indexed-events.ts), in the current block. */
    addTransfer(collection: string, txHash: string, logIndex: number, move: Move) {
      events++;
      transfers.add({ ...move, collection, txHash, logIndex, item: 0 }, block);
    },
    /** A transfer read in place from the node's answer (scan-logs.ts), in the current block. */
    addScanned(log: ScannedTransfer) {
      events++;
      transfers.addScanned(log, block);
    },
    done: (): RangeWrites => ({ blocks, storeEvents, transfers: transfers.done(), events }),
  };
}
