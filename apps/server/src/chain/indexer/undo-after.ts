import { and, asc, eq, gt, notInArray, or } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import * as tables from "../../db/schema-chain.ts";
import { applyStoreEvent } from "./apply-event.ts";
import { undoTransfers } from "./apply-transfers.ts";
import { type ChainEvent, ZERO_ADDRESS } from "./chain-event.ts";
import { assetsOfOfferEvents, refreshStaleOffers } from "./stale-offers.ts";

const { chainActivity, chainBlocks, chainEvents } = tables;
// What only the Store's events write (linked tokens' originals excepted: those tokens go with the
// mint in their execution's transaction).
const storeTables = [
  tables.chainApprovals,
  tables.chainCollections,
  tables.chainExecutions,
  tables.chainListings,
  tables.chainOffers,
];
// The activity rows transfers write; the others come from the Store's events.
const TRANSFER_ACTIVITY: ("Minted" | "Transfered")[] = ["Minted", "Transfered"];

/**
 * Takes back everything indexed after block `after`, inside the caller's transaction (the cursor is
 * the caller's to move). Dropped transfers, the bulk of any chain, are taken back by their own
 * activity rows' amounts, so that costs the depth of what is undone, not the size of the index. The
 * Store's state (collections, listings, approvals, executions, offers) is a chain of updates that
 * cannot be subtracted: if a dropped block held a Store event, it is rebuilt from the surviving
 * Store events alone. Last, every open offer is judged stale or fresh again from what is left (a
 * dropped transfer may have ended one). Answers the catalog ids of the assets whose offers changed.
 */
export async function undoAfter(db: Db, chainId: number, after: number): Promise<string[]> {
  const past = (table: typeof chainEvents | typeof chainActivity | typeof chainBlocks) =>
    and(eq(table.chainId, chainId), gt(table.blockNumber, after));
  await db.delete(chainBlocks).where(past(chainBlocks));
  const droppedStore = await db
    .delete(chainEvents)
    .where(past(chainEvents))
    .returning({ eventName: chainEvents.eventName, args: chainEvents.args });
  // Read before the rebuild, while the dropped offers are still there.
  const offerAssets = await assetsOfOfferEvents(db, chainId, droppedStore);
  const droppedActivity = await db.delete(chainActivity).where(past(chainActivity)).returning();
  // Rows with an amount are transfers'; the Store's go with its rebuild below.
  const droppedTransfers = droppedActivity.filter((row) => row.amount !== null);
  await undoTransfers(
    db,
    chainId,
    droppedTransfers.map((row) => ({
      collection: row.collection!,
      tokenId: row.tokenId!,
      amount: BigInt(row.amount!),
      from: row.from ?? ZERO_ADDRESS,
      to: row.to ?? ZERO_ADDRESS,
      txHash: row.txHash,
    })),
  );
  if (droppedStore.length > 0) await rebuildStoreState(db, chainId);
  const staled = await refreshStaleOffers(db, chainId);
  return [...new Set([...offerAssets, ...staled])];
}

/** Empties every table of the chain's index. */
export async function undoAll(db: Db, chainId: number) {
  const all = [
    chainBlocks,
    chainEvents,
    chainActivity,
    tables.chainBalances,
    tables.chainTokenHolders,
    tables.chainTokens,
    ...storeTables,
  ];
  for (const table of all) await db.delete(table).where(eq(table.chainId, chainId));
}

async function rebuildStoreState(db: Db, chainId: number) {
  for (const table of storeTables) await db.delete(table).where(eq(table.chainId, chainId));
  await db
    .delete(chainActivity)
    .where(and(eq(chainActivity.chainId, chainId), notInArray(chainActivity.eventType, TRANSFER_ACTIVITY)));
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
    for (const event of page as ChainEvent[]) await applyStoreEvent(db, event);
    const last = page.at(-1);
    if (!last) return;
    after = { blockNumber: last.blockNumber, logIndex: last.logIndex };
  }
}
