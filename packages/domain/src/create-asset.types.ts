import { z } from "zod";
import { zApiSuccess } from "./api-envelope.ts";
import { ZTransactionHash } from "./chain-transaction.types.ts";
import { ZAddress } from "./entities/address.ts";
import { ZProperty } from "./entities/property.ts";
import { ZChainId, ZId } from "./entities/scalars.ts";
import { ZTokenId } from "./entities/uint.ts";
import { ZAssetDraftId } from "./files/asset-draft.types.ts";
import { requiredMessage } from "./messages/validation.ts";
import { ZAssetRequirements } from "./validation/asset-requirements.ts";
import { ZTechnicalDescription } from "./validation/technical-description.ts";
import { ZMarkdown } from "./validation/text-length.ts";
import { ZAssetCategory, ZAssetGenres } from "./entities/constant-enums.ts";

// Creating an asset: files go to a draft (files/asset-draft.types.ts), then
//   POST /api/asset-drafts/{id}/metadata  AssetMetadataRequest → { metadataId, uri }  (token JSON on IPFS)
//   createNFT(collection, supply, metadataId, royaltyFee) on-chain, by the creator's wallet
//   POST /api/assets                      CreateAssetRequest → AssetRef (201; 200 when already recorded)

export const ZAssetMetadataRequest = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: requiredMessage("Name") })
    .max(200),
  description: ZMarkdown.default(""),
  imageKey: z.string().min(1).max(200).nullable().default(null),
  category: ZAssetCategory,
  genres: ZAssetGenres.default([]),
  properties: z.array(ZProperty).max(100).default([]),
  technicalDescription: ZTechnicalDescription,
  requirements: ZAssetRequirements.nullable().default(null),
});
export type AssetMetadataRequest = z.input<typeof ZAssetMetadataRequest>;
export type AssetMetadataDetails = z.output<typeof ZAssetMetadataRequest>;

/** `metadataId` is the CID createNFT takes; `uri` is where wallets and marketplaces read it. */
const ZAssetMetadata = z.object({ metadataId: z.string().min(1), uri: z.string().min(1) });
export const ZAssetMetadataResponse = zApiSuccess(ZAssetMetadata);

// The token metadata JSON, OpenSea metadata standard (https://docs.opensea.io/docs/metadata-standards).
export const ZTokenMetadata = z.object({
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  animation_url: z.string().nullable(),
  external_url: z.string().optional(),
  attributes: z.array(z.object({ trait_type: z.string(), value: z.union([z.string(), z.number()]) })),
});
export type TokenMetadata = z.infer<typeof ZTokenMetadata>;

export const ZCreateAssetRequest = z.object({
  draftId: ZAssetDraftId,
  chainId: ZChainId,
  txHash: ZTransactionHash,
});
export type CreateAssetRequest = z.infer<typeof ZCreateAssetRequest>;

/** Where the new asset's page is: /asset/{address}/{tokenId}. */
const ZAssetRef = z.object({
  _id: ZId,
  chainId: z.number().int(),
  address: ZAddress,
  tokenId: ZTokenId,
});
export type AssetRef = z.infer<typeof ZAssetRef>;
export const ZAssetRefResponse = zApiSuccess(ZAssetRef);
