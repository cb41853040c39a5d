import type { EventArgs } from "./indexed-events.ts";

/** One decoded log, as stored in chain_events and handed to the apply functions. */
export type ChainEvent = {
  chainId: number;
  blockNumber: number;
  blockHash: string;
  blockTime: Date;
  txHash: string;
  logIndex: number;
  /** The emitting contract, lowercase. */
  address: string;
  eventName: string;
  args: EventArgs;
};

export const ZERO_ADDRESS = "0x0000000000000000000000000000000000000000";

/** The collections' events; every other indexed event is the Store's. */
export const TRANSFER_EVENTS: ReadonlySet<string> = new Set(["Transfer", "TransferSingle", "TransferBatch"]);
