import type { ChainConnection } from "../chain-connection.ts";
import type { FetchedRange, RangeInput } from "./read-range.ts";

// What range-reader.ts and its thread (range-reader-worker.ts) tell each other.

export type ReaderThreadData = Pick<ChainConnection, "chainId" | "rpcUrl" | "storeAddress"> & {
  httpOptions: { retryCount: number; timeout: number };
};
export type ReaderRequest = { id: number; input: RangeInput };
export type ReaderAnswer = { id: number; range?: FetchedRange; error?: string };
