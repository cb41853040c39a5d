import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../database.ts";
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

/** How many assets a collection holds. */
export async function countCollectionAssets(db: Db, collectionId: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(assets).where(eq(assets.collectionId, collectionId));
  return row?.count ?? 0;
}
