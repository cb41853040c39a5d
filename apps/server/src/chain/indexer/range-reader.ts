import { Worker } from "node:worker_threads";
import type { ChainConnection } from "../chain-connection.ts";
import type { FetchedRange, RangeInput } from "./read-range.ts";

export type ReaderThreadData = Pick<ChainConnection, "chainId" | "rpcUrl" | "storeAddress"> & {
  httpOptions: { retryCount: number; timeout: number };
};
export type ReaderRequest = { id: number; input: RangeInput };
export type ReaderAnswer = { id: number; range?: FetchedRange; error?: string };

/** Reads the indexer's ranges off this thread; `close` ends the thread (it never keeps a process up). */
export type RangeReader = { read(input: RangeInput): Promise<FetchedRange>; close(): Promise<void> };

/**
 * A range reader on a worker thread of its own, started at the first read. Reading a range (the
 * node's answer parsed, its logs decoded, its writes prepared: docs/decisions/004-indexer.md) costs
 * as much CPU as writing it: on one thread the two add up, and an API request waits behind a 10 MB
 * parse. On their own threads the database writes one range while the next ones are read.
 */
export function startRangeReader(data: ReaderThreadData): RangeReader {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<
    number,
    { resolve: (range: FetchedRange) => void; reject: (error: Error) => void }
  >();
  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
    worker = undefined;
  };
  const start = () => {
    const thread = new Worker(new URL("./range-reader-thread.mjs", import.meta.url), { workerData: data });
    thread.unref();
    thread.on("message", ({ id, range, error }: ReaderAnswer) => {
      const call = waiting.get(id);
      waiting.delete(id);
      if (range) call?.resolve(range);
      else call?.reject(new Error(error));
    });
    thread.on("error", failAll);
    thread.on("exit", (code) => failAll(new Error(`range reader thread exited with code ${code}`)));
    return thread;
  };
  return {
    read(input) {
      worker ??= start();
      const id = nextId++;
      const answer = new Promise<FetchedRange>((resolve, reject) => waiting.set(id, { resolve, reject }));
      worker.postMessage({ id, input } satisfies ReaderRequest);
      return answer;
    },
    async close() {
      const thread = worker;
      worker = undefined;
      await thread?.terminate();
    },
  };
}
