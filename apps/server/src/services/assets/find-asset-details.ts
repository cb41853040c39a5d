import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { categoryOfCode, genresOfCodes } from "@meshlink/domain/constants/asset-categories";
import type { Listing } from "@meshlink/domain/entities/listing";
import type { Proposal } from "@meshlink/domain/entities/proposal";
import type { AssetUser } from "@meshlink/domain/entities/user";
import { imageUrl } from "@meshlink/domain/files/file-uploads.types";
import type { Db } from "../../db/database.ts";
import { type AssetRow, findAssetLink, findAssetPageRow, findLinkedCopies } from "../../db/queries/assets.ts";
import { countTokenHolders, findTopHoldingUserId } from "../../db/queries/holders.ts";
import { findUsersByIds, findWalletsOfUsers } from "../../db/queries/user-summaries.ts";
import { blockchainId, blockchainSummary, collectionView } from "../collections/collection-view.ts";
import { findAssetListings } from "../listings/find-asset-listings.ts";
import { findAssetProposals } from "../proposals/find-asset-proposals.ts";
import { findTopHolder } from "./find-top-holder.ts";
import { findUserNames } from "./find-user-names.ts";
import { modelFactsOf } from "./model-facts.ts";
import { ServiceError } from "../service-error.ts";

/** What a write already read of an asset (its owner, listings and proposals as it left them). */
type KnownFacts = { assetId: string; ownerId: string; listings: Listing[]; proposals: Proposal[] };

/**
 * GET /api/assets/{address}/{tokenId} (packages/domain assets-api.types.ts ZAssetDetails). `known`
 * facts of the asset the URL names are used as they are, not read again.
 */
export async function findAssetDetails(
  { db }: { db: Db },
  params: { address: string; tokenId: string },
  known?: KnownFacts,
): Promise<AssetDetails> {
  const row = await findAssetPageRow(db, params.address, params.tokenId);
  if (!row) throw new ServiceError("NOT_FOUND", "Asset not found");
  const { asset } = row;
  const imported = row.importedId !== null;
  const collection = collectionView(row.collection);
  const facts = known?.assetId === asset.id ? known : undefined;
  // Every read that needs only the asset row at once, then the people they name at once: three
  // round trips to the database in a row, whatever the page holds.
  const [ownerId, original, listings, proposals, connectedAssets, ownerCount, holder] = await Promise.all([
    facts?.ownerId ?? ownerIdOf(db, asset),
    asset.originalAssetId ? findAssetLink(db, asset.originalAssetId) : null,
    facts?.listings ?? findAssetListings(db, asset),
    facts?.proposals ?? findAssetProposals(db, asset.id),
    findLinkedCopies(db, asset.id),
    countTokenHolders(db, asset),
    findTopHolder(db, asset),
  ]);
  const [people, userNames] = await Promise.all([
    userSummaries(db, [ownerId, asset.creatorUserId]),
    findUserNames(
      db,
      listings.map((listing) => listing.sellerUserId),
    ),
  ]);
  const owner = people.get(ownerId)!;
  const creator = people.get(asset.creatorUserId)!;
  return {
    _id: asset.id,
    imported,
    metadataState: imported ? row.metadataState : null,
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
  const ownerId = await ownerIdOf(db, asset);
  return (await userSummaries(db, [ownerId])).get(ownerId)!;
}

async function ownerIdOf(db: Db, asset: AssetRow): Promise<string> {
  return (await findTopHoldingUserId(db, asset, asset.creatorUserId)) ?? asset.creatorUserId;
}

/** Each user with their addresses, the default address first, by id; the two reads side by side. */
async function userSummaries(db: Db, userIds: readonly string[]): Promise<Map<string, AssetUser>> {
  const ids = [...new Set(userIds)];
  const [rows, addressRows] = await Promise.all([findUsersByIds(db, ids), findWalletsOfUsers(db, ids)]);
  const summaries = new Map<string, AssetUser>();
  for (const user of rows) {
    // The default address first: spec section 3, "the first is the royalty recipient".
    const others = addressRows
      .filter((row) => row.userId === user.id && row.address !== user.defaultAddress)
      .map((row) => row.address);
    const addresses = [user.defaultAddress, ...others].map((address) => ({ address }));
    summaries.set(user.id, { _id: user.id, name: user.name, addresses });
  }
  const missing = ids.find((id) => !summaries.has(id));
  if (missing) throw new Error(`user ${missing} of an asset is missing`);
  return summaries;
}
