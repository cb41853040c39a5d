import { Worker } from "node:worker_threads";
import type { ReaderAnswer, ReaderRequest, ReaderThreadData } from "./range-reader-messages.ts";
import type { FetchedRange, RangeInput } from "./read-range.ts";

/** Reads the indexer's ranges off this thread; `close` ends the thread (it never keeps a process up). */
type RangeReader = { read(input: RangeInput): Promise<FetchedRange>; close(): Promise<void> };

/**
 * A range reader on a worker thread of its own, started at the first read. Reading a range (the
 * node's answer parsed, its logs decoded, its writes prepared: docs/decisions/004-indexer.md) costs
 * as much CPU as writing it: on one thread the two add up, and an API request waits behind a 10 MB
 * parse. On their own threads the database writes one range while the next ones are read.
 */
export function startRangeReader(data: ReaderThreadData): RangeReader {
  let current: ReturnType<typeof startThread> | undefined;
  let nextId = 0;
  return {
    read(input) {
      if (!current?.alive()) current = startThread(data);
      return current.read(nextId++, input);
    },
    async close() {
      const thread = current;
      current = undefined;
      await thread?.worker.terminate();
    },
  };
}

// A range's parsed answer (~4 MB of log objects and strings) lives until its writes are prepared. In
// V8's default young generation (semi-spaces of 16 MB) it outlives two scavenges and is copied
// into the old one: garbage collection was half the reading's CPU. Semi-spaces of 32 MB (the young
// generation is three of them) let it die young (decision 004).
const YOUNG_GENERATION_MB = 96;

type Call = { resolve: (range: FetchedRange) => void; reject: (error: Error) => void };

// One thread and the reads it owes; when it dies they fail, and the next read starts another.
function startThread(data: ReaderThreadData) {
  const worker = new Worker(new URL("./range-reader-thread.mjs", import.meta.url), {
    workerData: data,
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  worker.unref();
  const waiting = new Map<number, Call>();
  let alive = true;
  const failAll = (error: Error) => {
    alive = false;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  worker.on("message", ({ id, range, error }: ReaderAnswer) => {
    const call = waiting.get(id);
    waiting.delete(id);
    if (range) call?.resolve(range);
    else call?.reject(new Error(error));
  });
  worker.on("error", failAll);
  worker.on("exit", (code) => failAll(new Error(`range reader thread exited with code ${code}`)));
  return {
    worker,
    alive: () => alive,
    read(id: number, input: RangeInput) {
      const answer = new Promise<FetchedRange>((resolve, reject) => waiting.set(id, { resolve, reject }));
      worker.postMessage({ id, input } satisfies ReaderRequest);
      return answer;
    },
  };
}
