import { z } from "zod";
import { ZAssetRequirements } from "../validation/asset-requirements.ts";
import { ZTechnicalDescription } from "../validation/technical-description.ts";
import { ZAddress } from "./address.ts";
import { ZFilesMetadata } from "./archive-structure.ts";
import { ZBlockchainSummary } from "./blockchain.ts";
import { ZCollectionSummary } from "./collection.ts";
import { ZListing } from "./listing.ts";
import { ZProperty } from "./property.ts";
import { ZProposal } from "./proposal.ts";
import { ZId, ZNullableUrl } from "./scalars.ts";
import { ZTokenId } from "./uint.ts";
import { ZAssetUser } from "./user.ts";
import { ZErcType } from "./constant-enums.ts";

// Spec section 3 "Asset" as the asset page receives it. The database keeps `properties` and
// `technicalDescription` as JSON text; the API serves them parsed so each client does not parse
// them again. `original` is the id of the source asset when this one is a linked (integrated) copy.
export const ZAsset = z.object({
  _id: ZId,
  name: z.string().min(1),
  description: z.string().nullable(),
  imageUrl: ZNullableUrl,
  address: ZAddress,
  tokenId: ZTokenId,
  ercType: ZErcType,
  blockchain: ZBlockchainSummary,
  blockchainId: ZId,
  collection: ZCollectionSummary,
  collectionId: ZId,
  user: ZAssetUser,
  userId: ZId,
  original: ZId.nullable(),
  // Content id of the token metadata; the token uri is the public gateway plus this (section 7).
  metadata: z.string().min(1).nullable(),
  properties: z.array(ZProperty),
  technicalDescription: ZTechnicalDescription.nullable(),
  requirements: ZAssetRequirements.nullable(),
  listings: z.array(ZListing),
  proposals: z.array(ZProposal),
  filesMetadata: ZFilesMetadata.nullable(),
  // Blob key of the glb preview for /api/download-model-preview/{previewS3Key}.
  previewS3Key: z.string().min(1).nullable(),
});
export type Asset = z.infer<typeof ZAsset>;

// Section 2: Proposals, Connected Assets and Connected Asset Activity are hidden for linked assets.
export const isLinkedAsset = (asset: Pick<Asset, "original">): boolean => asset.original !== null;
