import { and, asc, desc, eq, gt, notInArray, or, sql } from "drizzle-orm";
import type { PublicClient } from "viem";
import type { Db } from "../../db/database.ts";
import * as tables from "../../db/schema-chain.ts";
import { type Cursor, moveCursor } from "./apply-batch.ts";
import type { ChainEvent } from "./chain-event.ts";
import { applyStoreEvent, TRANSFER_EVENTS } from "./apply-event.ts";
import { undoTransfers } from "./apply-transfers.ts";

const { chainActivity, chainEvents } = tables;
// What only the Store's events write (linked tokens' originals excepted: those tokens go with the
// mint in their execution's transaction).
const storeTables = [
  tables.chainApprovals,
  tables.chainCollections,
  tables.chainExecutions,
  tables.chainListings,
  tables.chainOffers,
];
const derivedTables = [...storeTables, chainActivity, tables.chainBalances, tables.chainTokens];
// The activity rows transfers write; the others come from the Store's events.
const TRANSFER_ACTIVITY: ("Minted" | "Transfered")[] = ["Minted", "Transfered"];

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
 * Undoes a reorganisation in one transaction and puts the cursor on `fork` (none: start over). The
 * events after `fork` leave the ledger and their activity rows with them. Their transfers, the bulk
 * of any chain, are taken back by their own deltas, so that costs the depth of the reorganisation,
 * not the size of the ledger. The Store's state (collections, listings, approvals, executions,
 * offers) is a chain of updates that cannot be subtracted: if a dropped block held a Store event,
 * it is rebuilt from the surviving Store events alone.
 */
export async function rollBackTo(db: Db, chainId: number, fork: Cursor | undefined) {
  await db.transaction(async (tx) => {
    if (!fork) {
      for (const table of [chainEvents, ...derivedTables])
        await tx.delete(table).where(eq(table.chainId, chainId));
      await moveCursor(tx, chainId, undefined);
      return;
    }
    const past = (table: typeof chainEvents | typeof chainActivity) =>
      and(eq(table.chainId, chainId), gt(table.blockNumber, fork.blockNumber));
    const dropped = (await tx.delete(chainEvents).where(past(chainEvents)).returning()) as ChainEvent[];
    await tx.delete(chainActivity).where(past(chainActivity));
    await undoTransfers(
      tx,
      dropped.filter((event) => TRANSFER_EVENTS.has(event.eventName)),
    );
    if (dropped.some((event) => !TRANSFER_EVENTS.has(event.eventName))) await rebuildStoreState(tx, chainId);
    await moveCursor(tx, chainId, fork);
  });
}

async function rebuildStoreState(db: Db, chainId: number) {
  for (const table of storeTables) await db.delete(table).where(eq(table.chainId, chainId));
  await db
    .delete(chainActivity)
    .where(and(eq(chainActivity.chainId, chainId), notInArray(chainActivity.eventType, TRANSFER_ACTIVITY)));
  const storeEvents = notInArray(chainEvents.eventName, [...TRANSFER_EVENTS]);
  let after = { blockNumber: -1, logIndex: -1 };
  for (;;) {
    const page = await db
      .select()
      .from(chainEvents)
      .where(
        and(
          eq(chainEvents.chainId, chainId),
          storeEvents,
          or(
            gt(chainEvents.blockNumber, after.blockNumber),
            and(eq(chainEvents.blockNumber, after.blockNumber), gt(chainEvents.logIndex, after.logIndex)),
          ),
        ),
      )
      .orderBy(asc(chainEvents.blockNumber), asc(chainEvents.logIndex))
      .limit(2000);
    for (const event of page as ChainEvent[]) await applyStoreEvent(db, event);
    const last = page.at(-1);
    if (!last) return;
    after = { blockNumber: last.blockNumber, logIndex: last.logIndex };
  }
}
