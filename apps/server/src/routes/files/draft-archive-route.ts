import { Readable } from "node:stream";
import { ZAssetDraftParams } from "@meshlink/domain/files/asset-draft.types";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser, signedInUser } from "../../http/require-user.ts";
import { findOwnedDraft } from "../../services/files/asset-drafts.ts";
import type { FilesDeps } from "../../services/files/files-deps.ts";
import { readSourceArchive } from "../../services/files/read-source-archive.ts";
import { ServiceError } from "../../services/service-error.ts";

/**
 * GET /api/asset-drafts/{id}/archive: the source zip uploaded to a draft, for the draft's owner
 * only (the rule of every draft route). Before minting there is no token to hold, so this, not
 * the signed download, is how the creator gets the file back; the IPFS store holds only its
 * sealed bytes (docs/decisions/009-source-archive-encryption.md).
 */
export function registerDraftArchiveRoute(app: FastifyInstance, deps: FilesDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/asset-drafts/:id/archive",
    {
      preHandler: requireUser,
      schema: {
        tags: ["files"],
        summary: "Download the source archive of the caller's asset draft",
        params: ZAssetDraftParams,
      },
    },
    async (request, reply) => {
      const draft = await findOwnedDraft(deps, request.params.id, signedInUser(request).user._id);
      const archive = draft.archiveCid ? await readSourceArchive(deps, draft.archiveCid) : null;
      if (!archive) throw new ServiceError("NOT_FOUND", "This draft has no source archive");
      return reply
        .header("Content-Type", "application/zip")
        .header("Content-Length", String(archive.size))
        .header("Content-Disposition", 'attachment; filename="source-files.zip"')
        .header("Cache-Control", "private, no-store")
        .header("X-Content-Type-Options", "nosniff")
        .send(Readable.from(archive.read()));
    },
  );
}
