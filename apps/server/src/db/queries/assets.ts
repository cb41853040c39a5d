import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../database.ts";
import { type ZCreatedAtKey, createdBefore, microsOf } from "../page-keys.ts";
import { assets, collections, importedCollections, tokenMetadataFetches } from "../schema.ts";

// The catalog's asset rows, one function per question. An asset is keyed by its chain, collection
// address and token id (`assets_chain_collection_token`): the same Store address is on every chain,
// so an address and a token id alone may name one asset per chain. Each function takes the database
// or a transaction first.

export type AssetRow = typeof assets.$inferSelect;
export type TokenKey = { chainId: number; collectionAddress: string; tokenId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The asset of a token on its chain, by the catalog's unique key. */
export async function findAssetByToken(db: Db, token: TokenKey): Promise<AssetRow | undefined> {
  const [row] = await db
    .select()
    .from(assets)
    .where(
      and(
        eq(assets.chainId, token.chainId),
        eq(assets.collectionAddress, token.collectionAddress),
        eq(assets.tokenId, token.tokenId),
      ),
    );
  return row;
}

/**
 * The asset a page URL names (`/asset/{address}/{tokenId}`, which carries no chain): the first one
 * recorded at that collection address and token id on any chain.
 */
export async function findAssetAtAddress(
  db: Db,
  address: string,
  tokenId: string,
): Promise<AssetRow | undefined> {
  const [row] = await db
    .select()
    .from(assets)
    .where(and(eq(assets.collectionAddress, address), eq(assets.tokenId, tokenId)))
    .orderBy(asc(assets.createdAt))
    .limit(1);
  return row;
}

/**
 * The asset page's row: the asset a URL names (as `findAssetAtAddress`) with its collection, the
 * imported collection's id where it was imported and its token metadata's read state, in one query.
 */
export async function findAssetPageRow(db: Db, address: string, tokenId: string) {
  const [row] = await db
    .select({
      asset: assets,
      collection: collections,
      importedId: importedCollections.collectionId,
      metadataState: tokenMetadataFetches.status,
    })
    .from(assets)
    .innerJoin(collections, eq(collections.id, assets.collectionId))
    // Both by primary key: an imported collection's row, an imported token's metadata read.
    .leftJoin(importedCollections, eq(importedCollections.collectionId, assets.collectionId))
    .leftJoin(tokenMetadataFetches, eq(tokenMetadataFetches.assetId, assets.id))
    .where(and(eq(assets.collectionAddress, address), eq(assets.tokenId, tokenId)))
    .orderBy(asc(assets.createdAt))
    .limit(1);
  return row;
}

/** The asset with this id; an id that is not a uuid names none (and is not sent to the database). */
export async function findAssetById(db: Db, id: string): Promise<AssetRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select().from(assets).where(eq(assets.id, id));
  return row;
}

/** The asset a mint transaction recorded on a chain. */
export async function findAssetByMintTx(
  db: Db,
  chainId: number,
  txHash: string,
): Promise<AssetRow | undefined> {
  const [row] = await db
    .select()
    .from(assets)
    .where(and(eq(assets.chainId, chainId), eq(assets.mintedTx, txHash)));
  return row;
}

/** Records a minted asset; undefined when its token or mint is recorded already. */
export async function insertAsset(db: Db, values: typeof assets.$inferInsert): Promise<AssetRow | undefined> {
  const [row] = await db.insert(assets).values(values).onConflictDoNothing().returning();
  return row;
}

// An asset's link as the asset page shows it: only these columns, not its descriptions and model facts.
const assetLink = {
  _id: assets.id,
  name: assets.name,
  address: assets.collectionAddress,
  tokenId: assets.tokenId,
};

/** The link to the asset with this id. */
export async function findAssetLink(db: Db, assetId: string) {
  const [row] = await db.select(assetLink).from(assets).where(eq(assets.id, assetId));
  return row ?? null;
}

/** An original's linked copies, oldest first, by the original's partial index (docs/decisions/011). */
export async function findLinkedCopies(db: Db, originalAssetId: string) {
  return db
    .select(assetLink)
    .from(assets)
    .where(eq(assets.originalAssetId, originalAssetId))
    .orderBy(asc(assets.createdAt));
}

/**
 * A page of a collection's asset ids, newest first, down its (created_at, id) index: after the
 * cursor's key, or `offset` rows in; `exceptId` left out. `limit` rows at most.
 */
export async function findCollectionAssetIds(
  db: Db,
  collectionId: string,
  page: { after?: z.infer<typeof ZCreatedAtKey>; exceptId?: string; limit: number; offset?: number },
) {
  return db
    .select({ id: assets.id, createdMicros: microsOf(assets.createdAt) })
    .from(assets)
    .where(
      and(
        eq(assets.collectionId, collectionId),
        page.exceptId === undefined ? undefined : ne(assets.id, page.exceptId),
        page.after && createdBefore(assets.createdAt, assets.id, page.after),
      ),
    )
    .orderBy(desc(assets.createdAt), desc(assets.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}
