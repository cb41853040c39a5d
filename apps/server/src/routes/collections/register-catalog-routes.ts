import type { FastifyInstance } from "fastify";
import type { Chains } from "../../chain/chain-connection.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import type { FileStores } from "../../files/file-stores.ts";
import type { EventBus } from "../../realtime/event-bus.ts";
import type { CatalogDeps } from "../../services/collections/catalog-deps.ts";
import { registerArchiveDownloadRoute } from "../assets/archive-download-route.ts";
import { registerAssetHoldersRoute } from "../assets/asset-holders-route.ts";
import { registerAssetReadRoutes } from "../assets/asset-read-routes.ts";
import { registerAssetRoutes } from "../assets/asset-routes.ts";
import type { UploadRateLimit } from "../files/upload-rate-limit.ts";
import { registerCollectionBrowseRoutes } from "./collection-browse-routes.ts";
import { registerCollectionRoutes } from "./collection-routes.ts";

export function catalogDepsFrom(config: Config, db: Db, stores: FileStores, chains: Chains): CatalogDeps {
  return {
    db,
    chains,
    stores,
    ipfsGatewayUrl: config.files.ipfsGatewayUrl,
    publicUrl: config.publicUrl,
  };
}

/** Collections, assets and the source download (docs/decisions/007-catalog-and-seed.md). */
export function registerCatalogRoutes(
  app: FastifyInstance,
  deps: CatalogDeps & { bus: EventBus },
  uploadLimit: UploadRateLimit,
) {
  registerCollectionRoutes(app, deps);
  registerCollectionBrowseRoutes(app, deps);
  registerAssetRoutes(app, deps, uploadLimit);
  registerAssetReadRoutes(app, deps);
  registerAssetHoldersRoute(app, deps);
  registerArchiveDownloadRoute(app, deps);
}
