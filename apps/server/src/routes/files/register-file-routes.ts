import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { DEFAULT_ARCHIVE_LIMITS } from "../../files/archive-limits.ts";
import { archiveKeyringFrom } from "../../files/archive-server-key.ts";
import { createFileStores, type FileStores } from "../../files/file-stores.ts";
import { createImageWork } from "../../files/image-work.ts";
import { IMAGE_WORK_CONCURRENCY } from "../../files/image-work-limits.ts";
import type { FilesDeps } from "../../services/files/files-deps.ts";
import { registerArchiveUploadRoute } from "./archive-upload-route.ts";
import { registerAssetDraftRoutes } from "./asset-draft-routes.ts";
import { registerDraftArchiveRoute } from "./draft-archive-route.ts";
import { registerImageRoutes } from "./image-routes.ts";
import { registerIpfsGatewayRoute } from "./ipfs-gateway-route.ts";
import { registerModelPreviewRoutes } from "./model-preview-routes.ts";
import type { UploadRateLimit } from "./upload-rate-limit.ts";

/** The file stores and limits from the configuration (S3 / Kubo when set, else folders under DATA_DIR). */
export function filesDepsFrom(config: Config, db: Db, stores?: FileStores): FilesDeps {
  return {
    db,
    stores: stores ?? createFileStores(config.files.storage, config.dataDir, archiveKeyringFrom(config)),
    images: createImageWork(IMAGE_WORK_CONCURRENCY),
    limits: {
      archiveMaxBytes: config.files.archiveMaxBytes,
      modelPreviewMaxBytes: config.files.modelPreviewMaxBytes,
      archive: DEFAULT_ARCHIVE_LIMITS,
    },
    ipfsGatewayUrl: config.files.ipfsGatewayUrl,
  };
}

/** Uploads, downloads, images and the IPFS gateway (docs/decisions/005-file-storage.md). */
export async function registerFileRoutes(
  app: FastifyInstance,
  deps: FilesDeps,
  uploadLimit: UploadRateLimit,
) {
  // Before the server waits for requests in flight: image work in line is refused and drawings
  // are killed, so none of it holds up closing.
  app.addHook("preClose", () => deps.images.stop());
  // Scoped so that only these routes parse multipart bodies; each route streams its one file.
  await app.register(async (scope) => {
    await scope.register(multipart);
    registerAssetDraftRoutes(scope, deps, uploadLimit);
    registerArchiveUploadRoute(scope, deps, uploadLimit);
    registerDraftArchiveRoute(scope, deps);
    registerModelPreviewRoutes(scope, deps, uploadLimit);
    registerImageRoutes(scope, deps, uploadLimit);
    registerIpfsGatewayRoute(scope, deps);
  });
}
