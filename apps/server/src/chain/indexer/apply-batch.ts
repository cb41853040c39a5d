import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { chainCursors, chainEvents } from "../../db/schema-chain.ts";
import type { ChainEvent } from "./chain-event.ts";
import { applyEvents } from "./apply-event.ts";
import { insertLedger } from "./insert-ledger.ts";

export type Cursor = { blockNumber: number; blockHash: string };

export class CursorMovedError extends Error {
  override name = "CursorMovedError";
}

// Writers of one chain's ranges (the leader's loop, a route indexing up to its receipt's block) take
// turns: with no cursor row yet, `for update` locks nothing, and two first batches would race to the
// ledger's unique key. Its own prefix ("ML1W"): the leader lock's key is held by another session.
const batchLockKey = (chainId: number) => (0x4d4c3157n << 32n) + BigInt(chainId);

/**
 * Applies a range's events and moves the cursor in one transaction, so a crash at any point leaves
 * either nothing or everything. The ledger's key decides which events are new; only those reach the
 * derived tables. `previous` guards against a second writer. `beforeCommit` runs last inside the
 * transaction, so a check that still waits on the node overlaps the writes; throwing undoes them.
 */
export async function applyBatch(
  db: Db,
  chainId: number,
  events: ChainEvent[],
  previous: Cursor | undefined,
  next: Cursor,
  beforeCommit?: () => Promise<void>,
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${batchLockKey(chainId)})`);
    const [current] = await tx
      .select()
      .from(chainCursors)
      .where(eq(chainCursors.chainId, chainId))
      .for("update");
    if (current?.blockNumber !== previous?.blockNumber || current?.blockHash !== previous?.blockHash) {
      throw new CursorMovedError(`cursor of chain ${chainId} moved under the indexer`);
    }
    // The ledger holds nothing past the cursor (ranges start after it, roll-backs delete past the
    // fork): then every event of the range is new. One indexed probe proves it for this range.
    const [later] = await tx
      .select({ blockNumber: chainEvents.blockNumber })
      .from(chainEvents)
      .where(and(eq(chainEvents.chainId, chainId), gt(chainEvents.blockNumber, previous?.blockNumber ?? -1)))
      .limit(1);
    await applyEvents(tx, await insertLedger(tx, events, !later));
    await moveCursor(tx, chainId, next);
    await beforeCommit?.();
  });
}

export async function moveCursor(db: Db, chainId: number, next: Cursor | undefined) {
  if (!next) {
    await db.delete(chainCursors).where(eq(chainCursors.chainId, chainId));
    return;
  }
  await db
    .insert(chainCursors)
    .values({ chainId, ...next })
    .onConflictDoUpdate({ target: chainCursors.chainId, set: { ...next, updatedAt: sql`now()` } });
}

export async function readCursor(db: Db, chainId: number): Promise<Cursor | undefined> {
  const [row] = await db.select().from(chainCursors).where(eq(chainCursors.chainId, chainId));
  return row && { blockNumber: row.blockNumber, blockHash: row.blockHash };
}
