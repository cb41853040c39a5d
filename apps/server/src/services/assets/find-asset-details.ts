import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { categoryOfCode, genresOfCodes } from "@meshlink/domain/constants/asset-categories";
import type { AssetUser } from "@meshlink/domain/entities/user";
import { imageUrl } from "@meshlink/domain/files/file-uploads.types";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { assets, chainBalances, collections, userAddresses, users } from "../../db/schema.ts";
import { CatalogRefused } from "../collections/catalog-deps.ts";
import { blockchainId, blockchainSummary, collectionView } from "../collections/collection-view.ts";
import { findAssetListings } from "../listings/find-asset-listings.ts";
import { findAssetProposals } from "../proposals/find-asset-proposals.ts";
import { countOwners } from "./find-asset-holders.ts";
import { findTopHolder } from "./find-top-holder.ts";
import { findUserNames } from "./find-user-names.ts";
import { modelFactsOf } from "./model-facts.ts";

type AssetRow = typeof assets.$inferSelect;

/** GET /api/assets/{address}/{tokenId} (packages/domain assets-api.types.ts ZAssetDetails). */
export async function findAssetDetails(
  { db }: { db: Db },
  params: { address: string; tokenId: string },
): Promise<AssetDetails> {
  const [row] = await db
    .select({ asset: assets, collection: collections })
    .from(assets)
    .innerJoin(collections, eq(collections.id, assets.collectionId))
    .where(and(eq(assets.collectionAddress, params.address), eq(assets.tokenId, params.tokenId)))
    .orderBy(asc(assets.createdAt))
    .limit(1);
  if (!row) throw new CatalogRefused(404, "Asset not found");
  const { asset } = row;
  const collection = collectionView(row.collection);
  const owner = await ownerOf(db, asset);
  const original = asset.originalAssetId ? await findOriginal(db, asset.originalAssetId) : null;
  const [listings, proposals, connectedAssets, ownerCount] = await Promise.all([
    findAssetListings(db, asset),
    findAssetProposals(db, asset.id),
    findConnectedAssets(db, asset.id),
    countOwners(db, asset),
  ]);
  const [creator, holder, userNames] = await Promise.all([
    asset.creatorUserId === owner._id ? owner : userSummary(db, asset.creatorUserId),
    findTopHolder(db, asset),
    findUserNames(
      db,
      listings.map((listing) => listing.sellerUserId),
    ),
  ]);
  return {
    _id: asset.id,
    name: asset.name,
    description: asset.description || null,
    imageUrl: asset.imageKey ? imageUrl(asset.imageKey) : null,
    address: asset.collectionAddress,
    tokenId: asset.tokenId,
    ercType: collection.ercType,
    blockchain: blockchainSummary(asset.chainId),
    blockchainId: blockchainId(asset.chainId),
    collection: {
      name: collection.name,
      imageUrl: collection.imageUrl,
      address: collection.address,
      description: collection.description,
      userId: collection.userId,
      social: collection.social,
    },
    collectionId: collection._id,
    user: owner,
    userId: owner._id,
    ownerCount,
    original: original?._id ?? null,
    metadata: asset.metadataCid,
    properties: asset.properties,
    category: categoryOfCode(asset.category),
    genres: genresOfCodes(asset.genres),
    technicalDescription: asset.technicalDescription,
    requirements: asset.requirements,
    listings,
    proposals,
    filesMetadata: asset.filesMetadata,
    previewS3Key: asset.previewS3Key,
    modelFacts: modelFactsOf(asset.modelStats, asset.modelValidation),
    originalAsset: original,
    connectedAssets,
    creator,
    holder,
    userNames,
  };
}

/**
 * The asset's owner by the indexer's balances: the registered user holding the most of it (the
 * creator first on a tie), so a creator keeping 1 of 10 editions is not named over the holder of 9.
 * Read from the top of the holders index, not from every holder. Tokens held only by unregistered
 * wallets, or not indexed yet, show the creator.
 */
export async function ownerOf(db: Db, asset: AssetRow): Promise<AssetUser> {
  const [top] = await db
    .select({ userId: userAddresses.userId })
    .from(chainBalances)
    .innerJoin(userAddresses, eq(userAddresses.address, chainBalances.owner))
    .where(
      and(
        eq(chainBalances.chainId, asset.chainId),
        eq(chainBalances.collection, asset.collectionAddress),
        eq(chainBalances.tokenId, asset.tokenId),
      ),
    )
    .orderBy(desc(chainBalances.balance), sql`${userAddresses.userId} = ${asset.creatorUserId} desc`)
    .limit(1);
  return userSummary(db, top?.userId ?? asset.creatorUserId);
}

async function userSummary(db: Db, userId: string): Promise<AssetUser> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`user ${userId} of an asset is missing`);
  const rows = await db
    .select({ address: userAddresses.address })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(asc(userAddresses.createdAt));
  // The default address first: spec section 3, "the first is the royalty recipient".
  const addresses = [
    user.defaultAddress,
    ...rows.map((r) => r.address).filter((a) => a !== user.defaultAddress),
  ];
  return { _id: user.id, name: user.name, addresses: addresses.map((address) => ({ address })) };
}

// An asset's link as the page shows it: only these columns, not its descriptions and model facts.
const assetLink = {
  _id: assets.id,
  name: assets.name,
  address: assets.collectionAddress,
  tokenId: assets.tokenId,
};

// Its linked copies by the original's partial index (docs/decisions/011).
async function findConnectedAssets(db: Db, assetId: string) {
  return db
    .select(assetLink)
    .from(assets)
    .where(eq(assets.originalAssetId, assetId))
    .orderBy(asc(assets.createdAt));
}

async function findOriginal(db: Db, assetId: string) {
  const [row] = await db.select(assetLink).from(assets).where(eq(assets.id, assetId));
  return row ?? null;
}
