import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { chainCursors } from "../db/schema-chain.ts";
import type { IndexerHealth } from "../services/check-health.ts";
import type { ChainConnection } from "./chain-connection.ts";
import type { IndexerFailure } from "./indexer/run-indexer.ts";

// A safe block left unapplied this long (counted from when it was mined, or from the cursor's last
// move if later) means no server is indexing: seen from every server, the leader or not.
export const STALL_MS = 60_000;

type IndexerHealthDeps = {
  db: Db;
  chain: ChainConnection;
  confirmations: number;
  /** This process's indexer: set while its steps fail. */
  failure: () => IndexerFailure | undefined;
  showErrors: boolean;
  timeoutMs?: number;
  now?: () => number;
};

/**
 * The /api/health probe for the indexer: the block it has applied, the head, the lag between them,
 * and degraded (not ok) while the next block cannot be applied, with that block in `detail`.
 */
export function indexerHealthCheck(deps: IndexerHealthDeps) {
  const { db, chain, confirmations, showErrors, timeoutMs = 2000, now = Date.now } = deps;
  // An unanswered question counts as no answer (undefined), never as a hung health check.
  const within = <T>(work: Promise<T>) =>
    Promise.race([work.catch(() => undefined), sleep(timeoutMs, undefined, { ref: false })]);
  return async (): Promise<IndexerHealth> => {
    const started = performance.now();
    const latencyMs = () => Math.round((performance.now() - started) * 100) / 100;
    const [cursors, head] = await Promise.all([
      within(
        db
          .select({ blockNumber: chainCursors.blockNumber, updatedAt: chainCursors.updatedAt })
          .from(chainCursors)
          .where(eq(chainCursors.chainId, chain.chainId)),
      ),
      within(chain.client.getBlockNumber({ cacheTime: 0 }).then(Number)),
    ]);
    if (!cursors) return { ok: false, latencyMs: latencyMs(), detail: "indexer cursor unreadable" };
    const [cursor] = cursors;
    const indexed = cursor?.blockNumber;
    const lag = head === undefined ? undefined : Math.max(0, head - (indexed ?? -1));
    const blocks = { indexedBlock: indexed, headBlock: head, lag };
    const next = (indexed ?? -1) + 1;
    const failure = deps.failure();
    if (failure) {
      const reason = showErrors ? `: ${failure.reason}` : "";
      const detail = `degraded: cannot apply blocks from ${next} since ${failure.since.toISOString()}${reason}`;
      return { ok: false, latencyMs: latencyMs(), detail, ...blocks };
    }
    if (cursor && head !== undefined && next <= head - confirmations) {
      const block = await within(chain.client.getBlock({ blockNumber: BigInt(next) }));
      const mined = block ? Number(block.timestamp) * 1000 : 0;
      const waiting = now() - Math.max(mined, cursor.updatedAt.getTime());
      if (waiting > STALL_MS) {
        const detail = `degraded: block ${next} not applied for ${Math.round(waiting / 1000)} s`;
        return { ok: false, latencyMs: latencyMs(), detail, ...blocks };
      }
    }
    return { ok: true, latencyMs: latencyMs(), detail: "following the chain", ...blocks };
  };
}
