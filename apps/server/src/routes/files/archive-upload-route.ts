import { ZApiFailure } from "@meshlink/domain/api-envelope";
import { ZAssetDraftParams } from "@meshlink/domain/files/asset-draft.types";
import { ZArchiveUploadResponse } from "@meshlink/domain/files/file-uploads.types";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../http/require-user.ts";
import { findOwnedDraft } from "../../services/files/asset-drafts.ts";
import type { FilesDeps } from "../../services/files/files-deps.ts";
import { uploadArchive } from "../../services/files/upload-archive.ts";
import { userAction } from "../user-action.ts";
import { readFilePart } from "./read-file-part.ts";
import { uploadRateLimited, type UploadRateLimit } from "./upload-rate-limit.ts";

/**
 * POST /api/ipfs-archive-upload/{id} (spec section 7): the source zip of draft `id`, multipart
 * field `file`. Refusals are 400 (a zip we do not accept), 413 (too large) or 415 (not a zip),
 * each with the reason in `error`; the web shows "IPFS upload failed: {reason}".
 */
export function registerArchiveUploadRoute(app: FastifyInstance, deps: FilesDeps, limit: UploadRateLimit) {
  userAction(
    app,
    {
      method: "POST",
      url: "/api/ipfs-archive-upload/:id",
      config: uploadRateLimited(limit),
      status: 200,
      tags: ["files"],
      summary: "Upload an asset draft's source archive (zip) to IPFS",
      consumes: ["multipart/form-data"],
      params: ZAssetDraftParams,
      response: ZArchiveUploadResponse,
      failures: { 429: ZApiFailure },
    },
    async ({ request, params }) => {
      const userId = signedInUser(request).user._id;
      // Ownership first, so a stranger's upload is refused before its bytes are read.
      await findOwnedDraft(deps, params.id, userId);
      const file = await readFilePart(request, deps.limits.archiveMaxBytes);
      return uploadArchive(deps, { draftId: params.id, userId, file });
    },
  );
}
