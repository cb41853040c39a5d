import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { lockIndexerCursor } from "../../db/queries/indexer-cursor.ts";
import { chainBlocks, chainCursors } from "../../db/schema-chain.ts";
import { applyRange } from "./apply-range.ts";
import { tellOfferChanges } from "./offer-changes.ts";
import type { RangeWrites } from "./prepare-range.ts";
import { undoAfter } from "./undo-after.ts";

export type Cursor = { blockNumber: number; blockHash: string };

export class CursorMovedError extends Error {
  override name = "CursorMovedError";
}

/**
 * Applies a prepared range and moves the cursor in one transaction, so a crash at any point leaves
 * either nothing or everything. `previous` guards against a second writer. `beforeCommit` runs last
 * inside the transaction, so a check that still waits on the node overlaps the writes; throwing
 * undoes them. It gets the transaction, which holds the cursor row: what it reads cannot change
 * before the commit under a writer that takes the same lock (an import's backfill). Once committed,
 * the assets whose offers changed are told to offer-changes.ts' listeners (`db` is the database, not
 * a transaction of the caller's).
 */
export async function applyBatch(
  db: Db,
  chainId: number,
  writes: RangeWrites,
  previous: Cursor | undefined,
  next: Cursor,
  beforeCommit?: (tx: Db) => Promise<void>,
) {
  const offerAssets = await db.transaction(async (tx) => {
    const current = await lockIndexerCursor(tx, chainId);
    if (current?.blockNumber !== previous?.blockNumber || current?.blockHash !== previous?.blockHash) {
      throw new CursorMovedError(`cursor of chain ${chainId} moved under the indexer`);
    }
    // Nothing is indexed past the cursor: both move in one transaction, and roll-backs undo past the
    // fork. Should rows be there all the same (an index written by other means), they are undone as
    // a reorganisation would undo them, so every event of the range counts once. One indexed probe.
    const after = previous?.blockNumber ?? -1;
    const [later] = await tx
      .select({ blockNumber: chainBlocks.blockNumber })
      .from(chainBlocks)
      .where(and(eq(chainBlocks.chainId, chainId), gt(chainBlocks.blockNumber, after)))
      .limit(1);
    const undone = later ? await undoAfter(tx, chainId, after) : [];
    const applied = await applyRange(tx, chainId, writes);
    await moveCursor(tx, chainId, next);
    await beforeCommit?.(tx);
    return [...new Set([...undone, ...applied])];
  });
  tellOfferChanges(db, chainId, offerAssets);
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
