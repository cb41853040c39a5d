import { and, desc, eq, sql } from "drizzle-orm";
import type { PublicClient } from "viem";
import type { Db } from "../../db/database.ts";
import { chainBlocks } from "../../db/schema-chain.ts";
import { type Cursor, moveCursor } from "./apply-batch.ts";
import { undoAfter, undoAll } from "./undo-after.ts";

/**
 * The newest block with indexed events whose hash the chain still has: everything up to it is
 * canonical (block hashes chain their parents). Undefined when no indexed block survived.
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
        .catch(() => undefined);
      if (onChain?.hash.toLowerCase() === block.blockHash) return block;
    }
    below = known.at(-1)!.blockNumber;
  }
}

/**
 * Undoes a reorganisation in one transaction (see undo-after.ts) and puts the cursor on `fork`
 * (none: every row of the chain goes and indexing starts over).
 */
export async function rollBackTo(db: Db, chainId: number, fork: Cursor | undefined) {
  await db.transaction(async (tx) => {
    if (fork) await undoAfter(tx, chainId, fork.blockNumber);
    else await undoAll(tx, chainId);
    await moveCursor(tx, chainId, fork);
  });
}
