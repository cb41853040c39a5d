import type { ChainConnection } from "../../chain/chain-connection.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { chainCollectionSource } from "./chain-collection-source.ts";
import { findAccountCollections } from "./find-account-collections.ts";
import type { ImportDeps } from "./import-deps.ts";
import { providerCollectionSource } from "./provider-collection-source.ts";
import { searchCache } from "./search-cache.ts";

/** The import services' dependencies: the provider when configured, the chain otherwise. */
export function importDepsFrom(
  config: Pick<Config, "indexer" | "imports">,
  db: Db,
  chain: ChainConnection | undefined,
): ImportDeps {
  if (!chain) return { db, indexer: config.indexer };
  const { provider } = config.imports;
  const source = provider
    ? providerCollectionSource(chain, provider)
    : chainCollectionSource(chain, config.indexer);
  const searches = searchCache((key) => findAccountCollections({ db, chain, source }, key.split(":")[1]!));
  return { db, chain, indexer: config.indexer, source, searches };
}
