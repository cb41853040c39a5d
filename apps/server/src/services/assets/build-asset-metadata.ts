import { Readable } from "node:stream";
import type { AssetMetadataDetails, TokenMetadata } from "@meshlink/domain/create-asset.types";
import { modelPreviewPath } from "@meshlink/domain/assets-api.types";
import { categoryTraits } from "@meshlink/domain/constants/asset-categories";
import { imageUrl } from "@meshlink/domain/files/file-uploads.types";
import { findDraftDetails, findImageByKey, saveDraftDetails } from "../../db/queries/files.ts";
import { publicIpfsUrl } from "../../files/ipfs-store.ts";
import { findOwnedDraft } from "../files/asset-drafts.ts";
import type { CatalogDeps } from "../collections/catalog-deps.ts";
import { sanitizeAssetDetails } from "./sanitize-asset-texts.ts";
import { ServiceError } from "../service-error.ts";

/**
 * POST /api/asset-drafts/{id}/metadata: the token metadata JSON (OpenSea metadata standard) built
 * from what the creator typed and the draft's files, stored on IPFS. Its CID is what createNFT
 * mints with; the details are kept with the draft so POST /api/assets records exactly them.
 * Sending the form again (a failed mint, an edit) builds a new JSON and replaces the old details.
 */
export async function buildAssetMetadata(
  deps: CatalogDeps,
  input: { draftId: string; userId: string; details: AssetMetadataDetails },
): Promise<{ metadataId: string; uri: string }> {
  const draft = await findOwnedDraft(deps, input.draftId, input.userId);
  const previous = await findDraftDetails(deps.db, draft.id);
  if (previous?.assetId) throw new ServiceError("CONFLICT", "This draft is already minted");
  const details = sanitizeAssetDetails(input.details);
  if (details.imageKey) {
    const image = await findImageByKey(deps.db, details.imageKey);
    if (image?.userId !== input.userId)
      throw new ServiceError("INVALID_REQUEST", `Unknown image ${details.imageKey}`);
  }
  const metadata: TokenMetadata = {
    name: details.name,
    description: details.description,
    image: details.imageKey ? `${deps.publicUrl}${imageUrl(details.imageKey)}` : null,
    animation_url: draft.previewS3Key ? `${deps.publicUrl}${modelPreviewPath(draft.previewS3Key)}` : null,
    // Category and genres first, as the traits marketplaces filter by; then the creator's properties.
    attributes: [...categoryTraits(details.category, details.genres), ...details.properties].map(
      (property) => ({ trait_type: property.name, value: property.value }),
    ),
  };
  const json = Buffer.from(JSON.stringify(metadata, null, 2));
  const { cid } = await deps.stores.ipfs.addFile(Readable.from([json]));
  await saveDraftDetails(deps.db, { draftId: draft.id, details, metadataCid: cid });
  return { metadataId: cid, uri: publicIpfsUrl(deps.ipfsGatewayUrl, cid) };
}
