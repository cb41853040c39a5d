import { z } from "zod";
import { ZAssetPeople } from "./asset-people.types.ts";
import { PAGE_SIZES } from "./constants/page-sizes.ts";
import { ZAddress } from "./entities/address.ts";
import { ZAsset } from "./entities/asset.ts";
import { ZAssetCard } from "./entities/asset-card.ts";
import { ZCollection } from "./entities/collection.ts";
import { ZPageCursor, zCursorPage, zCursorPageQuery } from "./entities/cursor-page.ts";
import { zPage } from "./entities/page.ts";
import { ZCount, ZRecordId } from "./entities/scalars.ts";
import { ZTokenId } from "./entities/uint.ts";
import { ZMetadataState } from "./imports-api.types.ts";
import {
  ZAnimationFacts,
  ZModelStats,
  ZTextureFacts,
  ZValidationSummary,
} from "./files/model-facts.types.ts";
import { ZAssetCategory, ZAssetGenre } from "./entities/constant-enums.ts";

// The asset detail page and the collection page (spec section 2). Paths:
//   GET /api/assets/{address}/{tokenId}                          → AssetDetails
//   GET /api/assets/{assetId}/more-from-collection?cursor&perPage → MoreFromCollectionPage
//   GET /api/collections/{name}/{userId}?cursor&page&perPage     → CollectionDetails
//   GET /api/download-model-preview/{previewS3Key}               → the glb (modelPreviewPath)
//   GET /api/images/{key}?w&h                                    → a resized image (files/file-uploads.types.ts)

const zPageQuery = (perPage: number) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    perPage: z.coerce.number().int().min(1).max(100).default(perPage),
  });

// The facts measured in the glb preview that the page shows beside the creator's declared details.
// A subset of what the server stores (files/model-facts.types.ts); extra fields are stripped.
export const ZModelFacts = ZModelStats.pick({
  triangles: true,
  vertices: true,
  meshes: true,
  materials: true,
  rigged: true,
  boundingBox: true,
  fileSize: true,
}).extend({
  textures: z.array(ZTextureFacts.pick({ name: true, width: true, height: true, mimeType: true })),
  animations: z.array(ZAnimationFacts.pick({ name: true, durationSeconds: true })),
  validation: ZValidationSummary.pick({ errors: true, warnings: true }),
});
export type ModelFacts = z.infer<typeof ZModelFacts>;

export const ZAssetDetailsParams = z.object({ address: ZAddress, tokenId: ZTokenId });

// Spec section 7 "Get asset by id (original lookup: tokenId, address, name)": a linked asset's page
// links to its original, so the answer carries that lookup instead of a second request.
const ZOriginalAssetLink = ZAsset.pick({ _id: true, name: true, address: true, tokenId: true });

// `modelFacts` is null while the asset has no preview, or its facts were not measured yet;
// `originalAsset` is set exactly when `original` is. `connectedAssets` are the linked copies minted
// by executed integrations (the Connected Assets panel, section 2). `ownerCount` is how many wallets
// hold the token: an ERC-1155 token may have several, listed by holders-api.types.ts. `category` is
// null for an asset recorded before categories existed (docs/decisions/012). `imported` when its
// collection was deployed outside MeshLink and imported (docs/decisions/019): such an asset has no
// model, archive, category or metadata CID, and shows the spec's placeholders until
// `metadataState` (how far reading its tokenURI got) is "ready"; null for assets minted here.
export const ZAssetDetails = ZAsset.extend({
  imported: z.boolean(),
  metadataState: ZMetadataState.nullable(),
  category: ZAssetCategory.nullable(),
  genres: z.array(ZAssetGenre),
  ownerCount: ZCount,
  modelFacts: ZModelFacts.nullable(),
  originalAsset: ZOriginalAssetLink.nullable(),
  connectedAssets: z.array(ZOriginalAssetLink).default([]),
  ...ZAssetPeople.shape,
});
export type AssetDetails = z.infer<typeof ZAssetDetails>;

// Spec section 7 "List collection assets excluding current"; 10 per page (section 9).
export const ZMoreFromCollectionParams = z.object({ assetId: ZRecordId });
// Keyset-paged, with no total (docs/decisions/011): the panel needs none.
export const ZMoreFromCollectionQuery = zCursorPageQuery(PAGE_SIZES.assetPanel);
export type MoreFromCollectionQuery = z.infer<typeof ZMoreFromCollectionQuery>;

// A collection's assets: the spec's page figures (its kept item count) and the keyset cursor of the
// page after this one, which the collection page's pager follows (decision 011).
const ZAssetCardsPage = zPage(ZAssetCard).extend({ nextCursor: ZPageCursor.nullable() });
export type AssetCardsPage = z.infer<typeof ZAssetCardsPage>;
export const ZMoreFromCollectionPage = zCursorPage(ZAssetCard);
export type MoreFromCollectionPage = z.infer<typeof ZMoreFromCollectionPage>;

// Spec section 2: /collection/{name}/{userId}; the name alone is not unique across owners.
export const ZCollectionDetailsParams = z.object({ name: z.string().min(1), userId: ZRecordId });
/** `page` alone (spec section 7) is read by walking the index, so only within the first pages. */
export const COLLECTION_PAGE_WALK_CAP = 10_000;
// `cursor` wins over `page`.
export const ZCollectionDetailsQuery = zPageQuery(PAGE_SIZES.grid).extend({ cursor: ZPageCursor.optional() });

export const ZCollectionDetails = ZCollection.extend({ assets: ZAssetCardsPage });
export type CollectionDetails = z.infer<typeof ZCollectionDetails>;

// The key may hold slashes ("previews/asset-1.glb"); it travels as one encoded path segment.
export const modelPreviewPath = (previewS3Key: string): string =>
  `/api/download-model-preview/${encodeURIComponent(previewS3Key)}`;
