import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { DEFAULT_ARCHIVE_LIMITS } from "../../files/archive-limits.ts";
import { createFileStores, type FileStores } from "../../files/file-stores.ts";
import type { FilesDeps } from "../../services/files/files-deps.ts";
import { registerArchiveUploadRoute } from "./archive-upload-route.ts";
import { registerAssetDraftRoutes } from "./asset-draft-routes.ts";
import { registerImageRoutes } from "./image-routes.ts";
import { registerIpfsGatewayRoute } from "./ipfs-gateway-route.ts";
import { registerModelPreviewRoutes } from "./model-preview-routes.ts";
import type { UploadRateLimit } from "./upload-rate-limit.ts";

/** The file stores and limits from the configuration (S3 / Kubo when set, else folders under DATA_DIR). */
export function filesDepsFrom(config: Config, db: Db, stores?: FileStores): FilesDeps {
  return {
    db,
    stores: stores ?? createFileStores(config.files.storage, config.dataDir),
    limits: {
      archiveMaxBytes: config.files.archiveMaxBytes,
      modelPreviewMaxBytes: config.files.modelPreviewMaxBytes,
      archive: DEFAULT_ARCHIVE_LIMITS,
    },
    ipfsGatewayUrl: config.files.ipfsGatewayUrl,
  };
}

/** Uploads, downloads, images and the IPFS gateway (issue 6; docs/decisions/005-file-storage.md). */
export async function registerFileRoutes(
  app: FastifyInstance,
  deps: FilesDeps,
  uploadLimit: UploadRateLimit,
) {
  // Scoped so that only these routes parse multipart bodies; each route streams its one file.
  await app.register(async (scope) => {
    await scope.register(multipart);
    registerAssetDraftRoutes(scope, deps, uploadLimit);
    registerArchiveUploadRoute(scope, deps, uploadLimit);
    registerModelPreviewRoutes(scope, deps, uploadLimit);
    registerImageRoutes(scope, deps, uploadLimit);
    registerIpfsGatewayRoute(scope, deps);
  });
}
