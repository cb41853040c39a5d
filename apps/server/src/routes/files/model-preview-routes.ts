import { ZApiFailure } from "@meshlink/domain/api-envelope";
import { MODEL_MIME_TYPE } from "@meshlink/domain/constants/file-types";
import { ZAssetDraftParams } from "@meshlink/domain/files/asset-draft.types";
import { ZBlobKey, ZModelPreviewUploadResponse } from "@meshlink/domain/files/file-uploads.types";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInUser } from "../../http/require-user.ts";
import { findOwnedDraft } from "../../services/files/asset-drafts.ts";
import type { FilesDeps } from "../../services/files/files-deps.ts";
import { uploadModelPreview } from "../../services/files/upload-model-preview.ts";
import { ServiceError } from "../../services/service-error.ts";
import { userAction } from "../user-action.ts";
import { readFilePart } from "./read-file-part.ts";
import { uploadRateLimited, type UploadRateLimit } from "./upload-rate-limit.ts";
import { sendFile } from "./send-file.ts";

/**
 * POST /api/model-preview-upload/{id} (the glb preview of draft `id`; the web shows "Model preview
 * upload failed: {reason}" on a refusal) and GET /api/download-model-preview/{previewS3Key} (for
 * the model viewer, public like the asset page, with Range support).
 */
export function registerModelPreviewRoutes(app: FastifyInstance, deps: FilesDeps, limit: UploadRateLimit) {
  userAction(
    app,
    {
      method: "POST",
      url: "/api/model-preview-upload/:id",
      config: uploadRateLimited(limit),
      status: 200,
      tags: ["files"],
      summary: "Upload, validate and measure an asset draft's glb preview",
      consumes: ["multipart/form-data"],
      params: ZAssetDraftParams,
      response: ZModelPreviewUploadResponse,
      failures: { 429: ZApiFailure },
    },
    async ({ request, params }) => {
      const userId = signedInUser(request).user._id;
      await findOwnedDraft(deps, params.id, userId);
      const file = await readFilePart(request, deps.limits.modelPreviewMaxBytes);
      return uploadModelPreview(deps, { draftId: params.id, userId, file });
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/download-model-preview/:previewS3Key",
    {
      schema: {
        tags: ["files"],
        summary: "A glb preview, with Range support and immutable caching",
        params: z.object({ previewS3Key: ZBlobKey }),
      },
    },
    async (request, reply) => {
      const { previewS3Key } = request.params;
      const stat = await deps.stores.blobs.stat(previewS3Key);
      if (!stat) throw new ServiceError("NOT_FOUND", "Model preview not found");
      return sendFile(request, reply, {
        ...stat,
        contentType: MODEL_MIME_TYPE,
        open: (range) => deps.stores.blobs.get(previewS3Key, range),
      });
    },
  );
}
