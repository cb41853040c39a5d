import type { ChainConnection } from "../../chain/chain-connection.ts";
import type { Db } from "../../db/database.ts";
import type { CollectionSource } from "./collection-source.ts";
import type { AccountCollections } from "./find-account-collections.ts";
import type { SearchCache } from "./search-cache.ts";

/** What the import services need; the routes build it once (routes/imports/import-routes.ts). */
export type ImportDeps = {
  db: Db;
  /** Each followed chain with where its searches look; a chain not here is refused. */
  chains: ReadonlyMap<number, ImportChain>;
};

export type ImportChain = {
  chain: ChainConnection;
  /** Where searches look: the configured provider, else the chain itself. */
  source: CollectionSource;
  /** One account's search, kept briefly while the modal pages through it. */
  searches?: SearchCache<AccountCollections>;
};

/** The signed-in user as the import services take them: id and wallets (lowercase). */
export type Importer = { id: string; addresses: readonly string[] };
