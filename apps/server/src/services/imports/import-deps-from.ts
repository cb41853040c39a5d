import type { Chains } from "../../chain/chain-connection.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { chainCollectionSource } from "./chain-collection-source.ts";
import { findAccountCollections } from "./find-account-collections.ts";
import type { ImportChain, ImportDeps } from "./import-deps.ts";
import { providerCollectionSource } from "./provider-collection-source.ts";
import { searchCache } from "./search-cache.ts";

/**
 * The import services' dependencies, per followed chain: the NFT data provider on the first chain
 * of CHAINS when ALCHEMY_API_KEY is set (its URL names one network), the chain itself elsewhere.
 */
export function importDepsFrom(config: Pick<Config, "imports">, db: Db, chains: Chains): ImportDeps {
  const { provider } = config.imports;
  return {
    db,
    chains: new Map(
      chains.list.map((chain, index): [number, ImportChain] => {
        const source =
          provider && index === 0
            ? providerCollectionSource(chain, provider)
            : chainCollectionSource(chain, chain.indexer);
        const searches = searchCache((key) =>
          findAccountCollections({ db, chain, source }, key.split(":")[1]!),
        );
        return [chain.chainId, { chain, source, searches }];
      }),
    ),
  };
}
