import { z } from "zod";
import { zApiSuccess } from "../api-envelope.ts";
import { ZFilesMetadata } from "../entities/archive-structure.ts";
import { ZAssetDraftId, ZStoredArchive, ZStoredPreview } from "./asset-draft.types.ts";

// Every upload is multipart/form-data with the file in this field (spec section 7).
export const UPLOAD_FILE_FIELD = "file";

/** POST /api/ipfs-archive-upload/{id}: the archive's CID and tree (spec filesMetadata). */
const ZArchiveUpload = ZStoredArchive.extend({
  draftId: ZAssetDraftId,
  filesMetadata: ZFilesMetadata,
  entries: z.number().int().nonnegative(),
  files: z.number().int().nonnegative(),
  folders: z.number().int().nonnegative(),
  uncompressedBytes: z.number().int().nonnegative(),
});
export type ArchiveUpload = z.infer<typeof ZArchiveUpload>;
export const ZArchiveUploadResponse = zApiSuccess(ZArchiveUpload);

/** POST /api/model-preview-upload/{id}: the blob key, the measured facts and the validation. */
const ZModelPreviewUpload = ZStoredPreview.extend({ draftId: ZAssetDraftId });
export type ModelPreviewUpload = z.infer<typeof ZModelPreviewUpload>;
export const ZModelPreviewUploadResponse = zApiSuccess(ZModelPreviewUpload);

// Blob keys appear in URLs (/api/download-model-preview/{key}, /api/images/{key}).
export const ZBlobKey = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, { error: "Expected a file key" })
  .refine((key) => !key.includes(".."), { error: "Expected a file key" });

/** POST /api/upload: the image's key, and where it is served. */
export const ZImageUpload = z.object({ key: ZBlobKey, url: z.string().min(1) });
export type ImageUpload = z.infer<typeof ZImageUpload>;
export const ZImageUploadResponse = zApiSuccess(ZImageUpload);

// Spec section 9: images are served by key with a width and height; bounded so a caller cannot
// make the server render (and cache) arbitrarily large images.
const IMAGE_MAX_RENDITION_SIZE = 2048;
const ZDimension = z.coerce.number().int().min(1).max(IMAGE_MAX_RENDITION_SIZE);
export const ZImageQuery = z.object({ w: ZDimension.optional(), h: ZDimension.optional() });

export const imageUrl = (key: string): string => `/api/images/${key}`;
