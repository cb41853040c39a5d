import { and, asc, desc, eq, gt, or, sql } from "drizzle-orm";
import type { PublicClient } from "viem";
import type { Db } from "../../db/database.ts";
import * as tables from "../../db/schema-chain.ts";
import { type Cursor, moveCursor } from "./apply-batch.ts";
import type { ChainEvent } from "./chain-event.ts";
import { applyEvents } from "./apply-event.ts";

const { chainEvents } = tables;
const derivedTables = [
  tables.chainActivity,
  tables.chainApprovals,
  tables.chainBalances,
  tables.chainCollections,
  tables.chainExecutions,
  tables.chainListings,
  tables.chainOffers,
  tables.chainTokens,
];

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
      .selectDistinct({ blockNumber: chainEvents.blockNumber, blockHash: chainEvents.blockHash })
      .from(chainEvents)
      .where(and(eq(chainEvents.chainId, chainId), sql`${chainEvents.blockNumber} < ${below}`))
      .orderBy(desc(chainEvents.blockNumber))
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
 * Undoes a reorganisation in one transaction: drops the events after `fork`, rebuilds the derived
 * tables from the surviving ledger and puts the cursor on `fork` (none: start over).
 */
export async function rollBackTo(db: Db, chainId: number, fork: Cursor | undefined) {
  await db.transaction(async (tx) => {
    await tx
      .delete(chainEvents)
      .where(and(eq(chainEvents.chainId, chainId), gt(chainEvents.blockNumber, fork?.blockNumber ?? -1)));
    for (const table of derivedTables) await tx.delete(table).where(eq(table.chainId, chainId));
    await replayLedger(tx, chainId);
    await moveCursor(tx, chainId, fork);
  });
}

async function replayLedger(db: Db, chainId: number) {
  let after = { blockNumber: -1, logIndex: -1 };
  for (;;) {
    const page = await db
      .select()
      .from(chainEvents)
      .where(
        and(
          eq(chainEvents.chainId, chainId),
          or(
            gt(chainEvents.blockNumber, after.blockNumber),
            and(eq(chainEvents.blockNumber, after.blockNumber), gt(chainEvents.logIndex, after.logIndex)),
          ),
        ),
      )
      .orderBy(asc(chainEvents.blockNumber), asc(chainEvents.logIndex))
      .limit(2000);
    await applyEvents(db, page as ChainEvent[]);
    const last = page.at(-1);
    if (!last) return;
    after = { blockNumber: last.blockNumber, logIndex: last.logIndex };
  }
}
