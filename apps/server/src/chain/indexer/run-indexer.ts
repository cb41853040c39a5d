import type { BaseLogger } from "pino";
import type { Db } from "../../db/database.ts";
import type { ChainConnection, IndexerOptions } from "../chain-connection.ts";
import { CursorMovedError } from "./apply-batch.ts";
import { indexNextRange } from "./index-next-range.ts";
import type { LeaderLock } from "./leader-lock.ts";

type RunIndexerDeps = {
  db: Db;
  chain: ChainConnection;
  lock: LeaderLock;
  options: IndexerOptions & { pollMs: number };
  log: Pick<BaseLogger, "info" | "warn" | "error" | "debug">;
};

/** Set while this process's steps keep failing: since the first failure, with the last reason. */
export type IndexerFailure = { since: Date; reason: string };

type RunningIndexer = {
  stop(): Promise<void>;
  /** Undefined while steps succeed (or this process does not lead); read by /api/health. */
  failure: () => IndexerFailure | undefined;
};

/**
 * Follows the chain until stopped: while this process holds the chain's leader lock it indexes range
 * after range, and polls every `pollMs` once caught up; otherwise it retries the lock.
 */
export function runIndexer({ db, chain, lock, options, log }: RunIndexerDeps): RunningIndexer {
  let stopped = false;
  let failure: IndexerFailure | undefined;
  // One line when steps start failing and one when they succeed again, not one per poll.
  const failed = (error: unknown) => {
    const reason = firstLine(rootCause(error));
    if (!failure)
      log.error(
        { err: error, chainId: chain.chainId },
        "indexer cannot apply the next block; it retries every poll and logs again once it recovers",
      );
    failure = { since: failure?.since ?? new Date(), reason };
  };
  const succeeded = () => {
    if (failure) log.info({ chainId: chain.chainId, since: failure.since }, "indexer applies blocks again");
    failure = undefined;
  };
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  // The configured chain id is taken on trust at start-up (a chain may be down then): the node must
  // confirm it before a block of it is applied, or its blocks would land under another chain's id.
  let confirmedChainId = false;
  const confirmChainId = async () => {
    if (confirmedChainId) return;
    const answered = await chain.client.getChainId();
    if (answered !== chain.chainId) {
      throw new Error(`${chain.rpcUrl} answers as chain ${answered}, not ${chain.chainId} (CHAINS)`);
    }
    confirmedChainId = true;
  };
  const loop = (async () => {
    while (!stopped) {
      try {
        if (!(await lock.acquire())) {
          failure = undefined;
          await pause(options.pollMs * 4);
          continue;
        }
        await confirmChainId();
        const result = await indexNextRange(db, chain, options);
        succeeded();
        if (result.status === "indexed") log.debug(result, "indexed blocks");
        else if (result.status === "rolled-back") log.warn(result, "chain reorganisation rolled back");
        else if (result.status === "retry") log.debug(result, "indexer will retry");
        if (result.status === "caught-up" || result.status === "retry") await pause(options.pollMs);
      } catch (error) {
        // A request that waits for its transaction indexes the same range itself; losing that race
        // is expected and the next step simply reads the moved cursor.
        if (error instanceof CursorMovedError)
          log.debug({ chainId: chain.chainId }, "cursor moved, re-reading");
        else if (!stopped) failed(error);
        await pause(options.pollMs * 2);
      }
    }
  })();
  return {
    failure: () => failure,
    async stop() {
      stopped = true;
      wake?.();
      await loop;
      await lock.release();
    },
  };
}

// A failed query's own message is its SQL; what went wrong is in its cause.
const rootCause = (error: unknown): unknown =>
  error instanceof Error && error.cause !== undefined ? rootCause(error.cause) : error;
const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";
