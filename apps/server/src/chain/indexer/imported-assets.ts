import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { importedCollections } from "../../db/schema-imports.ts";
import type { TransferWrites } from "./prepare-transfers.ts";

// A placeholder name keeps an imported token's asset findable until its metadata job reads the real
// one (docs/decisions/019-imported-collections.md); the collection's part is cut so that any uint256
// id still fits well inside what the catalog shows.
const COLLECTION_NAME_CHARS = 100;

/**
 * Makes a catalog asset of every token minted in an imported collection, with a pending metadata
 * read for it: the importer is its creator, the mint's units its supply and the mint's transaction
 * its `minted_tx`, so a roll-back of that block deletes it like any minted asset (undo-catalog.ts).
 * One set-based statement per range, run where the indexer writes the mints (apply-range.ts) and by
 * an import's backfill; a token that already has its asset keeps it.
 */
export async function recordImportedAssets(db: Db, chainId: number, mints: TransferWrites["mints"]) {
  if (mints.length === 0) return;
  // A handful of rows: most ranges mint nothing in an imported collection and stop here.
  const imported = await db
    .select({ address: importedCollections.address })
    .from(importedCollections)
    .where(eq(importedCollections.chainId, chainId));
  if (imported.length === 0) return;
  const followed = new Set(imported.map((row) => row.address));
  const ours = mints.filter((mint) => followed.has(mint.collection));
  if (ours.length === 0) return;
  const column = (pick: (mint: (typeof ours)[number]) => string) => sql.param(ours.map(pick));
  // A token minted again (ERC-1155 supply added later) keeps its first mint: that transaction is
  // the asset's, as for tokens minted through MeshLink.
  await db.execute(sql`
    with minted as (
      select distinct on (m.collection, m.token_id) m.collection, m.token_id, m.minted_tx, m.amount
      from unnest(
        ${column((m) => m.collection)}::text[], ${column((m) => m.tokenId)}::numeric[],
        ${column((m) => m.mintedTx)}::text[], ${column((m) => m.amount)}::numeric[]
      ) with ordinality as m(collection, token_id, minted_tx, amount, n)
      order by m.collection, m.token_id, m.n),
    inserted as (
      insert into assets (chain_id, collection_id, collection_address, token_id, name, supply, creator_user_id, minted_tx)
      select ${chainId}, c.id, m.collection, m.token_id,
        left(c.name, ${COLLECTION_NAME_CHARS}) || ' #' || m.token_id::text, m.amount, c.user_id, m.minted_tx
      from minted m
      join imported_collections i on i.chain_id = ${chainId} and i.address = m.collection
      join collections c on c.id = i.collection_id
      on conflict (chain_id, collection_address, token_id) do nothing
      returning id)
    insert into token_metadata_fetches (asset_id) select id from inserted`);
}
