import type { Db } from "../../db/database.ts";
import { type AssetRow, findAssetByToken, insertAsset } from "../../db/queries/assets.ts";
import type { collections } from "../../db/schema.ts";

type LinkedToken = {
  chainId: number;
  /** The studio's collection the integration minted into. */
  destination: typeof collections.$inferSelect;
  newTokenId: string;
  original: AssetRow;
  /** The studio who executed it: the linked copy's creator. */
  creatorUserId: string;
  mintedTx: string;
};

/**
 * The linked token an executed integration minted (a listing's, through an approved proposal, or an
 * accepted offer's) as an asset of the studio's collection whose `original` is the source asset.
 * It shows the original's description and preview; the source archive stays the original's,
 * downloadable by the studio through its integration. Recording it again changes nothing.
 */
export async function insertLinkedAsset(tx: Db, token: LinkedToken): Promise<string> {
  const { original, destination } = token;
  const inserted = await insertAsset(tx, {
    chainId: token.chainId,
    collectionId: destination.id,
    collectionAddress: destination.address,
    tokenId: token.newTokenId,
    name: original.name,
    description: original.description,
    imageKey: original.imageKey,
    properties: original.properties,
    category: original.category,
    genres: original.genres,
    technicalDescription: original.technicalDescription,
    requirements: original.requirements,
    supply: "1",
    metadataCid: original.metadataCid,
    filesMetadata: original.filesMetadata,
    previewS3Key: original.previewS3Key,
    previewSize: original.previewSize,
    modelStats: original.modelStats,
    modelValidation: original.modelValidation,
    originalAssetId: original.id,
    creatorUserId: token.creatorUserId,
    mintedTx: token.mintedTx,
  });
  // Undefined when that token is an asset already: the same execution recorded again.
  if (inserted) return inserted.id;
  const recorded = await findAssetByToken(tx, {
    chainId: token.chainId,
    collectionAddress: destination.address,
    tokenId: token.newTokenId,
  });
  return recorded!.id;
}
