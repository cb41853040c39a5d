import type { ImportableCollection } from "@meshlink/domain/imports-api.types";
import { IMPORT_SEARCH_CAP } from "@meshlink/domain/imports-api.types";
import { storeAbi } from "@meshlink/contracts/generated";
import type { Address } from "viem";
import type { ChainConnection } from "../../chain/chain-connection.ts";
import type { Db } from "../../db/database.ts";
import { findIndexedCollectionKinds } from "../../db/queries/imports.ts";
import type { CollectionSource, FoundCollection } from "./collection-source.ts";
import { cleanText, NAME_CHARS, shortAddress } from "./read-token-contract.ts";

type Listed = FoundCollection & { source: ImportableCollection["source"] };

/** One account's collections as the modal lists them, before MeshLink's flags are added. */
export type AccountCollections = { collections: Listed[]; truncated: boolean };

/**
 * The account's MeshLink collections (the Store's getCollectionsByOwner: already MeshLink's, shown
 * as imported) followed by what the source found that is not among them, at most IMPORT_SEARCH_CAP.
 */
export async function findAccountCollections(
  deps: { db: Db; chain: ChainConnection; source: CollectionSource },
  account: string,
): Promise<AccountCollections> {
  const [meshlink, found] = await Promise.all([
    storeCollections(deps.db, deps.chain, account),
    deps.source.findOwned(account),
  ]);
  const seen = new Set(meshlink.map((collection) => collection.address));
  const others: Listed[] = found.collections
    .filter((collection) => !seen.has(collection.address))
    .map((collection) => ({ ...collection, source: deps.source.kind }));
  const all = [...meshlink, ...others];
  return {
    collections: all.slice(0, IMPORT_SEARCH_CAP),
    truncated: found.truncated || all.length > IMPORT_SEARCH_CAP,
  };
}

async function storeCollections(db: Db, chain: ChainConnection, account: string): Promise<Listed[]> {
  if (!chain.storeAddress) return [];
  const entries = await chain.client.readContract({
    address: chain.storeAddress,
    abi: storeAbi,
    functionName: "getCollectionsByOwner",
    args: [account as Address],
  });
  const listed = entries.slice(0, IMPORT_SEARCH_CAP).map((entry) => ({
    address: entry.collectionAddress.toLowerCase(),
    name: cleanText(entry.collectionName, NAME_CHARS),
  }));
  if (listed.length === 0) return [];
  // The kind is the indexer's (CollectionCreated); a collection it has not reached yet is shown
  // as the Store's default single kind until it has.
  const kinds = await findIndexedCollectionKinds(
    db,
    chain.chainId,
    listed.map((entry) => entry.address),
  );
  const kindOf = new Map(kinds.map((row) => [row.address, row.kind]));
  return listed.map(({ address, name }) => ({
    address,
    name: name || shortAddress(address),
    symbol: "",
    ercType: kindOf.get(address) === "multiple" ? "ERC1155" : "ERC721",
    tokenCount: null,
    source: "meshlink",
  }));
}
