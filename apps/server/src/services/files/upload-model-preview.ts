import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import type { ModelPreviewUpload } from "@meshlink/domain/files/file-uploads.types";
import { formatBytes } from "../../files/format-bytes.ts";
import { checkGlbHead } from "../../files/glb-container.ts";
import { inspectGlb } from "../../files/glb-inspection.ts";
import { removeUpload, saveUpload } from "../../files/save-upload.ts";
import { findOwnedDraft, updateAssetDraft } from "./asset-drafts.ts";
import type { FilesDeps } from "./files-deps.ts";
import { ServiceError } from "../service-error.ts";

type ModelPreviewInput = { draftId: string; userId: string; file: AsyncIterable<Uint8Array> };

/**
 * The glb preview of an asset draft: validated and measured (inspectGlb), then stored in
 * the blob store under a new previewS3Key; the facts are recorded on the draft for the asset page.
 * A preview uploaded again replaces the earlier one, whose blob is then removed.
 */
export async function uploadModelPreview(
  deps: FilesDeps,
  input: ModelPreviewInput,
): Promise<ModelPreviewUpload> {
  const draft = await findOwnedDraft(deps, input.draftId, input.userId);
  const maxBytes = deps.limits.modelPreviewMaxBytes;
  const saved = await saveUpload(input.file, {
    tempFolder: deps.stores.tempFolder,
    maxBytes,
    tooLarge: () =>
      new ServiceError("TOO_LARGE", `the model is larger than ${formatBytes(maxBytes)}, the most we accept`),
    checkHead: checkGlbHead,
  });
  try {
    const { stats, validation } = await inspectGlb(await readFile(saved.path));
    const previewS3Key = `preview-${randomUUID()}.glb`;
    await deps.stores.blobs.put(previewS3Key, createReadStream(saved.path));
    try {
      await updateAssetDraft(deps, input.draftId, {
        previewS3Key,
        previewSize: saved.size,
        modelStats: stats,
        modelValidation: validation,
      });
    } catch (error) {
      await deps.stores.blobs.delete(previewS3Key);
      throw error;
    }
    if (draft.previewS3Key) await deps.stores.blobs.delete(draft.previewS3Key);
    return { draftId: input.draftId, previewS3Key, size: saved.size, stats, validation };
  } finally {
    await removeUpload(saved.path);
  }
}
