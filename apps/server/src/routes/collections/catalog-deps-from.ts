import type { Chains } from "../../chain/chain-connection.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import type { FileStores } from "../../files/file-stores.ts";
import type { CatalogDeps } from "../../services/collections/catalog-deps.ts";

/** What the catalog's services need, from the configuration (docs/decisions/007-catalog-and-seed.md). */
export function catalogDepsFrom(config: Config, db: Db, stores: FileStores, chains: Chains): CatalogDeps {
  return {
    db,
    chains,
    stores,
    ipfsGatewayUrl: config.files.ipfsGatewayUrl,
    publicUrl: config.publicUrl,
  };
}
