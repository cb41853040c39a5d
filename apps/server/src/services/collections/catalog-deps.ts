import type { ChainConnection } from "../../chain/chain-connection.ts";
import type { IndexerOptions } from "../../chain/indexer/index-next-range.ts";
import type { Db } from "../../db/database.ts";
import type { FileStores } from "../../files/file-stores.ts";

/** What the collection and asset services need; routes and the seed build it once. */
export type CatalogDeps = {
  db: Db;
  /** The chain the server follows; creating needs it, reading does not. */
  chain?: ChainConnection;
  indexer: IndexerOptions;
  stores: FileStores;
  /** Public IPFS gateway, ending with "/". */
  ipfsGatewayUrl: string;
  /** PUBLIC_URL: token metadata points wallets at this server's images and previews. */
  publicUrl: string;
};

/** The signed-in creator as the services see them: id and wallets (lowercase). */
export type Creator = { id: string; addresses: readonly string[] };

/**
 * A request the catalog refuses. `statusCode` makes the HTTP error handler answer
 * `{ status: "failed", error: message }`; services stay free of the web framework.
 */
export class CatalogRefused extends Error {
  override readonly name = "CatalogRefused";

  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 503,
    message: string,
  ) {
    super(message);
  }
}
