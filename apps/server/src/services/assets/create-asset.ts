import type { AssetMetadataDetails, AssetRef, CreateAssetRequest } from "@meshlink/domain/create-asset.types";
import { categoryCode, genreCodes } from "@meshlink/domain/constants/asset-categories";
import { VALIDATION_MESSAGES } from "@meshlink/domain/messages/validation";
import { single721Abi } from "@meshlink/contracts/generated";
import { type AssetRow, findAssetByMintTx, insertAsset } from "../../db/queries/assets.ts";
import { findUserCollectionsAt } from "../../db/queries/collections.ts";
import { findDraftDetails, markDraftMinted } from "../../db/queries/files.ts";
import { findOwnedDraft } from "../files/asset-drafts.ts";
import { DRAFT_ERRORS } from "../files/draft-errors.ts";
import type { CatalogDeps, Creator } from "../collections/catalog-deps.ts";
import { indexThroughBlock } from "../collections/index-through-block.ts";
import { findVerifiedReceipt } from "../collections/verified-receipt.ts";
import { asAddress, emittingAddresses, findMintedToken } from "./find-minted-token.ts";
import { ServiceError } from "../service-error.ts";

/**
 * POST /api/assets: turns a draft into the asset its createNFT transaction minted. The receipt is
 * read from the chain: sent by the creator to the Store, minting in a MeshLink collection the
 * creator recorded, with the draft's metadata id on the token. One transaction writes the asset and
 * marks the draft; the same request again answers the same asset.
 */
export async function createAsset(
  deps: CatalogDeps,
  creator: Creator,
  input: CreateAssetRequest,
): Promise<{ asset: AssetRef; created: boolean }> {
  const draft = await findOwnedDraft(deps, input.draftId, creator.id);
  const details = await findDraftDetails(deps.db, draft.id);
  if (!details) throw new ServiceError("INVALID_REQUEST", "Build the token metadata of this draft first");
  const already = await findAssetByMintTx(deps.db, input.chainId, input.txHash);
  if (already) {
    if (already.creatorUserId !== creator.id)
      throw new ServiceError("FORBIDDEN", "This mint belongs to another user");
    if (details.assetId !== already.id)
      throw new ServiceError("CONFLICT", "This transaction minted another draft");
    return { asset: refOf(already), created: false };
  }
  if (details.assetId) throw new ServiceError("CONFLICT", "This draft is already minted");
  if (!draft.archiveCid) throw new ServiceError("INVALID_REQUEST", VALIDATION_MESSAGES.noAssetFiles);
  if (!draft.previewS3Key) throw new ServiceError("INVALID_REQUEST", VALIDATION_MESSAGES.noPreviewModel);

  const { receipt, chain } = await findVerifiedReceipt(deps.chains, { ...input, creator });
  const owned = await findUserCollectionsAt(deps.db, {
    chainId: input.chainId,
    userId: creator.id,
    addresses: emittingAddresses(receipt),
  });
  const minted = findMintedToken(
    receipt,
    owned.map((row) => row.address),
  );
  const collection = owned.find((row) => row.address === minted.collection)!;
  const metadataId = await chain.client.readContract({
    address: asAddress(minted.collection),
    abi: single721Abi,
    functionName: "metadataId",
    args: [BigInt(minted.tokenId)],
  });
  if (metadataId !== details.metadataCid) {
    throw new ServiceError(
      "INVALID_REQUEST",
      "The minted token carries another metadata id than this draft's",
    );
  }
  await indexThroughBlock(deps.db, chain, receipt.blockNumber);

  const form = details.details as AssetMetadataDetails;
  const recorded = await deps.db.transaction(async (tx) => {
    const row = await insertAsset(tx, {
      chainId: input.chainId,
      collectionId: collection.id,
      collectionAddress: minted.collection,
      tokenId: minted.tokenId,
      name: form.name,
      description: form.description,
      imageKey: form.imageKey,
      properties: form.properties,
      category: categoryCode(form.category),
      genres: genreCodes(form.genres),
      technicalDescription: form.technicalDescription,
      requirements: form.requirements,
      supply: minted.supply,
      metadataCid: details.metadataCid,
      archiveCid: draft.archiveCid,
      archiveSize: draft.archiveSize,
      filesMetadata: draft.filesMetadata,
      previewS3Key: draft.previewS3Key,
      previewSize: draft.previewSize,
      modelStats: draft.modelStats,
      modelValidation: draft.modelValidation,
      creatorUserId: creator.id,
      mintedTx: input.txHash,
    });
    if (!row) return null;
    // The draft expired (expire-drafts.ts) while this mint was recorded: its files may be gone.
    if (!(await markDraftMinted(tx, draft.id, row.id)))
      throw new ServiceError("NOT_FOUND", DRAFT_ERRORS.notFound);
    return row;
  });
  if (recorded) return { asset: refOf(recorded), created: true };
  // A concurrent retry of the same request recorded it first.
  const raced = await findAssetByMintTx(deps.db, input.chainId, input.txHash);
  if (raced?.creatorUserId !== creator.id)
    throw new ServiceError("CONFLICT", "This token is already recorded");
  return { asset: refOf(raced), created: false };
}

const refOf = (row: AssetRow): AssetRef => ({
  _id: row.id,
  chainId: row.chainId,
  address: row.collectionAddress,
  tokenId: row.tokenId,
});
