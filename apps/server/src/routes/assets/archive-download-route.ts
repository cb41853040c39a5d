import { Readable } from "node:stream";
import { ZArchiveDownloadParams, ZArchiveDownloadRequest } from "@meshlink/domain/archive-download.types";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { authorizeArchiveDownload } from "../../services/assets/authorize-archive-download.ts";
import type { CatalogDeps } from "../../services/collections/catalog-deps.ts";
import { readSourceArchive } from "../../services/files/read-source-archive.ts";
import { ServiceError } from "../../services/service-error.ts";

/** POST /api/ipfs-archive-download/{address}: the source zip for the token's holder (spec section 7). */
export function registerArchiveDownloadRoute(app: FastifyInstance, deps: CatalogDeps) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/ipfs-archive-download/:address",
    {
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags: ["assets"],
        summary: "Download an asset's source archive with a signed, single-use download message",
        params: ZArchiveDownloadParams,
        body: ZArchiveDownloadRequest,
      },
    },
    async (request, reply) => {
      const { cid, filename } = await authorizeArchiveDownload(deps, request.params.address, request.body);
      const archive = await readSourceArchive(deps, cid);
      if (!archive) throw new ServiceError("NOT_FOUND", "The source files are not stored here");
      return reply
        .header("Content-Type", "application/zip")
        .header("Content-Length", String(archive.size))
        .header("Content-Disposition", `attachment; filename="${filename}"`)
        .header("Cache-Control", "private, no-store")
        .header("X-Content-Type-Options", "nosniff")
        .send(Readable.from(archive.read()));
    },
  );
}
