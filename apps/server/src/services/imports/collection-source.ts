import type { ImportableCollection } from "@meshlink/domain/imports-api.types";

/** A collection an account owns on-chain, as a source found it (not yet checked against MeshLink). */
export type FoundCollection = Pick<ImportableCollection, "name" | "symbol" | "ercType" | "tokenCount"> & {
  /** Lowercase. */
  address: string;
};

type FoundCollections = {
  collections: FoundCollection[];
  /** More than IMPORT_SEARCH_CAP, or a search cut short by its bounds: not all are listed. */
  truncated: boolean;
};

/**
 * Where the import modal's collections come from: the chain itself (chain-collection-source.ts) or
 * an NFT data provider (provider-collection-source.ts), chosen by configuration
 * (docs/decisions/019-imported-collections.md). Either way the import verifies on-chain.
 */
export type CollectionSource = {
  kind: "chain" | "provider";
  /** The ERC-721 and ERC-1155 contracts `account` (lowercase) owns, at most IMPORT_SEARCH_CAP. */
  findOwned(account: string): Promise<FoundCollections>;
};

/** Runs `work` on every item, at most `limit` at a time, keeping the items' order. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
