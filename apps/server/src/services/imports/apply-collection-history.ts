import type { Db } from "../../db/database.ts";
import { insertMissingBlocks } from "../../db/queries/imported-collections.ts";
import { writeTransfers } from "../../chain/indexer/apply-transfers.ts";
import { recordImportedAssets } from "../../chain/indexer/imported-assets.ts";
import type { RangeWrites } from "../../chain/indexer/prepare-range.ts";
import { refreshStaleOffers } from "../../chain/indexer/stale-offers.ts";

/**
 * Applies an imported collection's past transfers through the indexer's own write path: activity
 * rows, balances, holders and tokens (apply-transfers.ts), then its tokens' assets
 * (imported-assets.ts). Its blocks are at or below the cursor, so many are already in
 * `chain_blocks`: those stay as they are; the others are added, so the fork search sees them.
 * Offers made on its tokens before the import are judged against that past (stale-offers.ts).
 * Runs in the import's transaction, under the cursor lock.
 */
export async function applyCollectionHistory(db: Db, chainId: number, writes: RangeWrites) {
  if (writes.blocks.length > 0) {
    await insertMissingBlocks(
      db,
      writes.blocks.map((block) => ({ chainId, ...block })),
    );
  }
  await writeTransfers(db, chainId, writes.transfers);
  await recordImportedAssets(db, chainId, writes.transfers.mints);
  await refreshStaleOffers(db, chainId);
}
