import { eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { chainCollections } from "../../db/schema-chain.ts";
import { importedCollections } from "../../db/schema-imports.ts";

/**
 * The collections whose transfers the indexer reads: the Store's (chain_collections) and those
 * their owners imported (docs/decisions/019-imported-collections.md).
 */
export async function followedCollections(db: Db, chainId: number): Promise<string[]> {
  const [store, imported] = await Promise.all([
    db
      .select({ address: chainCollections.address })
      .from(chainCollections)
      .where(eq(chainCollections.chainId, chainId)),
    importedAddresses(db, chainId),
  ]);
  return [...store.map((row) => row.address), ...imported];
}

/**
 * Whether a collection was imported that a range read with `collections` did not ask for. Asked
 * inside the range's transaction, after the cursor lock an import also takes: an import that
 * committed first is seen here (its backfill stopped at this cursor), one that commits later
 * backfills past this range.
 */
export async function importedSinceRead(db: Db, chainId: number, collections: ReadonlySet<string>) {
  const imported = await importedAddresses(db, chainId);
  return imported.some((address) => !collections.has(address));
}

async function importedAddresses(db: Db, chainId: number) {
  const rows = await db
    .select({ address: importedCollections.address })
    .from(importedCollections)
    .where(eq(importedCollections.chainId, chainId));
  return rows.map((row) => row.address);
}
