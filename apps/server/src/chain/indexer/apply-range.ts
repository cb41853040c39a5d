import type { Db } from "../../db/database.ts";
import { chainBlocks } from "../../db/schema-chain.ts";
import { applyStoreEvent } from "./apply-event.ts";
import { writeTransfers } from "./apply-transfers.ts";
import { recordImportedAssets } from "./imported-assets.ts";
import { insertLedger } from "./insert-ledger.ts";
import type { RangeWrites } from "./prepare-range.ts";
import { assetsOfOfferEvents, refreshStaleOffers } from "./stale-offers.ts";

// Rows per statement for the block list.
const CHUNK = 5000;

/**
 * Folds a prepared range into the index. Its blocks go in first: their key fails the transaction
 * if any of them was applied before, so no event counts twice. Transfers go in bulk and the Store's
 * events one by one after them; neither reads what the other writes in the same range (a linked
 * token's mint and its execution upsert the same token row), so the order between them is free.
 * Tokens minted in imported collections become catalog assets in the same transaction. Last, the
 * open offers on tokens that moved are judged again (stale-offers.ts), after both: an offer made and
 * its token moved on in one range is stale. Answers the catalog ids of the assets whose offers changed.
 */
export async function applyRange(db: Db, chainId: number, writes: RangeWrites): Promise<string[]> {
  for (let i = 0; i < writes.blocks.length; i += CHUNK) {
    const rows = writes.blocks.slice(i, i + CHUNK).map((block) => ({ chainId, ...block }));
    await db.insert(chainBlocks).values(rows);
  }
  await writeTransfers(db, chainId, writes.transfers);
  await recordImportedAssets(db, chainId, writes.transfers.mints);
  await insertLedger(db, writes.storeEvents);
  for (const event of writes.storeEvents) await applyStoreEvent(db, event);
  const first = writes.blocks[0]?.blockNumber;
  if (first === undefined) return [];
  const stepped = await assetsOfOfferEvents(db, chainId, writes.storeEvents);
  const staled = await refreshStaleOffers(db, chainId, first);
  return [...new Set([...stepped, ...staled])];
}
