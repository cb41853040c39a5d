import { and, desc, eq, sql } from "drizzle-orm";
import { BlockNotFoundError, type PublicClient } from "viem";
import type { Db } from "../../db/database.ts";
import { chainBlocks } from "../../db/schema-chain.ts";
import { type Cursor, moveCursor } from "./apply-batch.ts";
import { tellOfferChanges } from "./offer-changes.ts";
import { undoAfter, undoAll } from "./undo-after.ts";
import { undoCatalog, undoCatalogAfter, undoListingRecords } from "./undo-catalog.ts";

/**
 * The newest block with indexed events whose hash the chain still has: everything up to it is
 * canonical (block hashes chain their parents). Undefined when no indexed block survived. Only a
 * block the chain says it lacks counts as gone: a node that fails to answer throws, since taking
 * its silence for a new chain would roll back the whole index and the catalog on it.
 */
export async function findForkBlock(
  db: Db,
  client: PublicClient,
  chainId: number,
): Promise<Cursor | undefined> {
  let below = Number.MAX_SAFE_INTEGER;
  for (;;) {
    const known = await db
      .select({ blockNumber: chainBlocks.blockNumber, blockHash: chainBlocks.blockHash })
      .from(chainBlocks)
      .where(and(eq(chainBlocks.chainId, chainId), sql`${chainBlocks.blockNumber} < ${below}`))
      .orderBy(desc(chainBlocks.blockNumber))
      .limit(64);
    if (known.length === 0) return undefined;
    for (const block of known) {
      const onChain = await client
        .getBlock({ blockNumber: BigInt(block.blockNumber) })
        .catch((error: unknown) => {
          if (error instanceof BlockNotFoundError) return undefined;
          throw error;
        });
      if (onChain?.hash.toLowerCase() === block.blockHash) return block;
    }
    below = known.at(-1)!.blockNumber;
  }
}

/**
 * Undoes a reorganisation in one transaction (see undo-after.ts), catalog rows recorded from the
 * undone blocks included (undo-catalog.ts), and puts the cursor on `fork` (none: every row of the
 * chain goes and indexing starts over). Once committed, the assets whose offers changed are told to
 * offer-changes.ts' listeners (none are named when the whole chain goes).
 */
export async function rollBackTo(db: Db, chainId: number, fork: Cursor | undefined) {
  const offerAssets = await db.transaction(async (tx) => {
    let changed: string[] = [];
    if (fork) {
      await undoCatalogAfter(tx, chainId, fork.blockNumber);
      changed = await undoAfter(tx, chainId, fork.blockNumber);
      await undoListingRecords(tx, chainId);
    } else {
      await undoCatalog(tx, chainId);
      await undoAll(tx, chainId);
    }
    await moveCursor(tx, chainId, fork);
    return changed;
  });
  tellOfferChanges(db, chainId, offerAssets);
}
