import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { collections, listingDetails, proposals } from "../../db/schema.ts";

// The catalog's rows are recorded only after their transaction's block was indexed
// (docs/decisions/007-catalog-and-seed.md), so they stand on that block as the index's own rows do.
// When a roll-back undoes the block, they go with it: the transaction is gone from the chain (a lost
// local block is never mined again; on public chains the confirmation depth makes a deeper
// reorganisation the exception), and an address or id it created is free to be created anew by
// someone else. Deleting a collection or an asset takes its listings' details, proposals and
// notifications with it (foreign keys), and sets its draft back to mintable.

/**
 * Takes back the catalog rows whose transaction is in a block after `after`. Runs inside the
 * roll-back's transaction, before `undoAfter` deletes the index rows it reads the transactions from.
 */
export async function undoCatalogAfter(db: Db, chainId: number, after: number) {
  // Collections and Store actions (listings, approvals, executions) are Store events; mints, linked
  // copies included, are Minted activity rows (tx hash as bytea).
  const storeTxs = sql`select tx_hash from chain_events where chain_id = ${chainId} and block_number > ${after}`;
  const mintTxs = sql`select tx_hash from chain_activity
    where chain_id = ${chainId} and block_number > ${after} and event_type = 'Minted'`;
  await db.execute(sql`delete from collections
    where chain_id = ${chainId} and lower(created_tx) in (${storeTxs})`);
  // An imported collection stands on its contract's deployment block (its created_tx is no Store
  // event): that block undone, the contract is gone from the chain and its import with it.
  await db.execute(sql`delete from collections where id in (select collection_id from imported_collections
    where chain_id = ${chainId} and deployed_block > ${after})`);
  await db.execute(sql`delete from assets
    where chain_id = ${chainId} and decode(substr(minted_tx, 3), 'hex') in (${mintTxs})`);
  await db.execute(sql`update proposals set accepted = false, accepted_tx = null
    where chain_id = ${chainId} and lower(accepted_tx) in (${storeTxs})`);
  await db.execute(sql`update proposals set is_finalised = false, executed_tx = null, linked_asset_id = null
    where chain_id = ${chainId} and lower(executed_tx) in (${storeTxs})`);
}

/**
 * Listing details and proposals name an on-chain listing by its id, which the Store counts up: once
 * the listing's creation is undone, the next listing gets the same id. Runs after the Store's tables
 * were rebuilt.
 */
export async function undoListingRecords(db: Db, chainId: number) {
  const gone = (listingId: typeof listingDetails.listingId | typeof proposals.listingId) =>
    sql`not exists (select 1 from chain_listings l
      where l.chain_id = ${chainId} and l.listing_id = ${listingId})`;
  await db
    .delete(listingDetails)
    .where(and(eq(listingDetails.chainId, chainId), gone(listingDetails.listingId)));
  await db.delete(proposals).where(and(eq(proposals.chainId, chainId), gone(proposals.listingId)));
}

/** Every catalog row of the chain: no block the index held is on the chain any more. */
export async function undoCatalog(db: Db, chainId: number) {
  // Assets, listing details, proposals and notifications follow their collection (foreign keys).
  await db.delete(collections).where(eq(collections.chainId, chainId));
  await undoListingRecords(db, chainId);
}
