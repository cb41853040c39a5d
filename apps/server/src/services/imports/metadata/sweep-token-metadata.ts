import type { Db } from "../../../db/database.ts";
import { readWait } from "../../../db/read-wait.ts";
import { scheduleDueSweep } from "../../schedule-due-sweep.ts";
import {
  type ClaimedFetch,
  claimDueFetches,
  nextDueQuery,
  recordFailure,
  recordReady,
  releaseClaim,
} from "../../../db/queries/imports.ts";
import { readTokenMetadata, type TokenReadDeps, TokenReadFailed } from "./read-token-metadata.ts";

/** How the job paces itself; the defaults are what the server runs with. */
type MetadataJobOptions = {
  /** Tokens read at once, and claimed at a time (each claim is read straight away). */
  concurrency: number;
  /** Batches one pass takes at most before it lets the schedule run again. */
  batches: number;
  /** How long a claim keeps other servers off a row: longer than the slowest read can take. */
  leaseMs: number;
  /** The wait after the first failed attempt; each next one waits four times longer. */
  retryBaseMs: number;
  /** Attempts before a read is failed for good. */
  maxAttempts: number;
};

export const METADATA_JOB_DEFAULTS: MetadataJobOptions = {
  concurrency: 4,
  batches: 25,
  leaseMs: 5 * 60_000,
  retryBaseMs: 30_000,
  maxAttempts: 5,
};

export type MetadataJobDeps = TokenReadDeps & { db: Db; chainId: number };

type PassOutcome = { ready: number; retried: number; failed: number };

/**
 * One pass: due reads of imported tokens, `concurrency` at a time, until none is due or the pass
 * has taken `batches` batches. `stop` aborts the reads in flight; their claims are given back.
 */
export async function sweepTokenMetadata(
  deps: MetadataJobDeps,
  options: MetadataJobOptions = METADATA_JOB_DEFAULTS,
  stop: AbortSignal = new AbortController().signal,
): Promise<PassOutcome> {
  const outcome: PassOutcome = { ready: 0, retried: 0, failed: 0 };
  for (let batch = 0; batch < options.batches && !stop.aborted; batch++) {
    const claims = await claimDueFetches(deps.db, {
      chainId: deps.chainId,
      limit: options.concurrency,
      leaseMs: options.leaseMs,
    });
    const settled = await Promise.all(claims.map((claim) => readOne(deps, claim, options, stop)));
    for (const state of settled) if (state) outcome[state]++;
    if (claims.length < options.concurrency) break;
  }
  return outcome;
}

async function readOne(
  deps: MetadataJobDeps,
  claim: ClaimedFetch,
  options: MetadataJobOptions,
  stop: AbortSignal,
): Promise<keyof PassOutcome | null> {
  const lastAttempt = claim.attempts >= options.maxAttempts;
  try {
    const read = await readTokenMetadata(deps, claim, { stop, lastAttempt });
    return (await recordReady(deps.db, claim, read)) ? "ready" : null;
  } catch (error) {
    if (stop.aborted) {
      await releaseClaim(deps.db, claim);
      return null;
    }
    const failed = error instanceof TokenReadFailed ? error : new TokenReadFailed(null, error);
    const retryInMs = lastAttempt ? null : options.retryBaseMs * 4 ** (claim.attempts - 1);
    const message = failed.message.replace(/\s+/g, " ").slice(0, 200);
    await recordFailure(deps.db, claim, {
      tokenUri: failed.tokenUri?.slice(0, 2000) ?? null,
      error: message,
      retryInMs,
    });
    return lastAttempt ? "failed" : "retried";
  }
}

type Log = {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

/**
 * Reads imported tokens' metadata now, then when the next read falls due, and at least every
 * `everyMs` (an import on any server adds rows). Returns the function that stops it: reads in
 * flight are aborted and given back, then it waits for the pass to end (a preClose hook).
 */
export function scheduleTokenMetadataSweep(
  deps: MetadataJobDeps,
  log: Log,
  { everyMs = 5_000, options = METADATA_JOB_DEFAULTS } = {},
) {
  const stopping = new AbortController();
  const stop = scheduleDueSweep(
    async () => {
      const outcome = await sweepTokenMetadata(deps, options, stopping.signal);
      if (outcome.ready + outcome.retried + outcome.failed > 0)
        log.info(outcome, "imported token metadata read");
      return readWait(deps.db, nextDueQuery(deps.chainId), { maxMs: everyMs });
    },
    {
      retryMs: everyMs,
      onError: (error) => log.error({ err: error }, "reading imported token metadata failed"),
    },
  );
  return async () => {
    stopping.abort();
    await stop();
  };
}
