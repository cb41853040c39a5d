import { z } from "zod";
import { zApiSuccess } from "../api-envelope.ts";
import { ZFilesMetadata } from "../entities/archive-structure.ts";
import { ZIsoDateTime } from "../entities/scalars.ts";
import { ZModelStats, ZValidationSummary } from "./model-facts.types.ts";

// An asset being created: the files are uploaded to a draft owned by the creator before
// the token is minted, so a failed mint leaves nothing that cannot be retried.
export const ZAssetDraftId = z.uuid({ error: "Expected an asset draft id" });

export const ZAssetDraftParams = z.object({ id: ZAssetDraftId });

/** The source archive on IPFS: `uri` is the public gateway URL of `cid`. */
export const ZStoredArchive = z.object({
  cid: z.string().min(1),
  uri: z.string().min(1),
  size: z.number().int().nonnegative(),
});

export const ZStoredPreview = z.object({
  previewS3Key: z.string().min(1),
  size: z.number().int().nonnegative(),
  stats: ZModelStats,
  validation: ZValidationSummary,
});

const ZAssetDraft = z.object({
  id: ZAssetDraftId,
  archive: ZStoredArchive.nullable(),
  filesMetadata: ZFilesMetadata.nullable(),
  preview: ZStoredPreview.nullable(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type AssetDraft = z.infer<typeof ZAssetDraft>;

export const ZAssetDraftResponse = zApiSuccess(ZAssetDraft);
