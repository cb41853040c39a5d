import { and, count, eq } from "drizzle-orm";
import type { Db } from "../database.ts";
import { assets, collections } from "../schema-catalog.ts";
import { chainBlocks, chainCollections } from "../schema-chain.ts";
import { importedCollections } from "../schema-imports.ts";

// Recording an imported collection and its past (docs/decisions/019-imported-collections.md), in
// one transaction with the indexer's cursor locked.

/** Whether a collection at this address is imported already or is MeshLink's own (recorded or not). */
export async function isKnownCollection(db: Db, chainId: number, address: string): Promise<boolean> {
  const [catalog, store] = await Promise.all([
    db
      .select({ id: collections.id })
      .from(collections)
      .where(and(eq(collections.chainId, chainId), eq(collections.address, address))),
    db
      .select({ address: chainCollections.address })
      .from(chainCollections)
      .where(and(eq(chainCollections.chainId, chainId), eq(chainCollections.address, address))),
  ]);
  return catalog.length > 0 || store.length > 0;
}

/** The imported collection's catalog row and its import record; answers the collection's id. */
export async function insertImportedCollection(
  tx: Db,
  collection: typeof collections.$inferInsert,
  imported: Omit<typeof importedCollections.$inferInsert, "collectionId">,
): Promise<string> {
  const [row] = await tx.insert(collections).values(collection).returning({ id: collections.id });
  await tx.insert(importedCollections).values({ collectionId: row!.id, ...imported });
  return row!.id;
}

/** How many assets the collection has. */
export async function countCollectionAssets(tx: Db, collectionId: string): Promise<number> {
  const [tokens] = await tx
    .select({ count: count() })
    .from(assets)
    .where(eq(assets.collectionId, collectionId));
  return tokens?.count ?? 0;
}

/** Adds the blocks `chain_blocks` does not hold yet; those it holds stay as they are. */
export async function insertMissingBlocks(tx: Db, rows: (typeof chainBlocks.$inferInsert)[]) {
  await tx.insert(chainBlocks).values(rows).onConflictDoNothing();
}
