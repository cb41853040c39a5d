import type { BaseLogger } from "pino";
import type { Db } from "../../db/database.ts";
import type { ChainConnection } from "../chain-connection.ts";
import { CursorMovedError } from "./apply-batch.ts";
import { type IndexerOptions, indexNextRange } from "./index-next-range.ts";
import type { LeaderLock } from "./leader-lock.ts";

export type RunIndexerDeps = {
  db: Db;
  chain: ChainConnection;
  lock: LeaderLock;
  options: IndexerOptions & { pollMs: number };
  log: Pick<BaseLogger, "info" | "warn" | "error" | "debug">;
};

export type RunningIndexer = { stop(): Promise<void> };

/**
 * Follows the chain until stopped: while this process holds the chain's leader lock it indexes range
 * after range, and polls every `pollMs` once caught up; otherwise it retries the lock.
 */
export function runIndexer({ db, chain, lock, options, log }: RunIndexerDeps): RunningIndexer {
  let stopped = false;
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const loop = (async () => {
    while (!stopped) {
      try {
        if (!(await lock.acquire())) {
          await pause(options.pollMs * 4);
          continue;
        }
        const result = await indexNextRange(db, chain, options);
        if (result.status === "indexed") log.debug(result, "indexed blocks");
        else if (result.status === "rolled-back") log.warn(result, "chain reorganisation rolled back");
        else if (result.status === "retry") log.debug(result, "indexer will retry");
        if (result.status === "caught-up" || result.status === "retry") await pause(options.pollMs);
      } catch (error) {
        // A request that waits for its transaction indexes the same range itself; losing that race
        // is expected and the next step simply reads the moved cursor.
        if (error instanceof CursorMovedError)
          log.debug({ chainId: chain.chainId }, "cursor moved, re-reading");
        else if (!stopped) log.error({ err: error, chainId: chain.chainId }, "indexer step failed");
        await pause(options.pollMs * 2);
      }
    }
  })();
  return {
    async stop() {
      stopped = true;
      wake?.();
      await loop;
      await lock.release();
    },
  };
}
