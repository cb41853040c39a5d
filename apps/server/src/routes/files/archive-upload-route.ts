import { ZApiFailure } from "@meshlink/domain/api-envelope";
import { ZAssetDraftParams } from "@meshlink/domain/files/asset-draft.types";
import { ZArchiveUploadResponse } from "@meshlink/domain/files/file-uploads.types";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser, signedInUser } from "../../http/require-user.ts";
import { findOwnedDraft } from "../../services/files/asset-drafts.ts";
import type { FilesDeps } from "../../services/files/files-deps.ts";
import { uploadArchive } from "../../services/files/upload-archive.ts";
import { readFilePart } from "./read-file-part.ts";
import { uploadRateLimited, type UploadRateLimit } from "./upload-rate-limit.ts";

/**
 * POST /api/ipfs-archive-upload/{id} (spec section 7): the source zip of draft `id`, multipart
 * field `file`. Refusals are 400 (a zip we do not accept), 413 (too large) or 415 (not a zip),
 * each with the reason in `error`; the web shows "IPFS upload failed: {reason}".
 */
export function registerArchiveUploadRoute(app: FastifyInstance, deps: FilesDeps, limit: UploadRateLimit) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/ipfs-archive-upload/:id",
    {
      preHandler: requireUser,
      config: uploadRateLimited(limit),
      schema: {
        tags: ["files"],
        summary: "Upload an asset draft's source archive (zip) to IPFS",
        consumes: ["multipart/form-data"],
        params: ZAssetDraftParams,
        response: { 200: ZArchiveUploadResponse, 429: ZApiFailure },
      },
    },
    async (request) => {
      const userId = signedInUser(request).user._id;
      // Ownership first, so a stranger's upload is refused before its bytes are read.
      await findOwnedDraft(deps, request.params.id, userId);
      const file = await readFilePart(request, deps.limits.archiveMaxBytes);
      const data = await uploadArchive(deps, { draftId: request.params.id, userId, file });
      return { status: "success" as const, data };
    },
  );
}
