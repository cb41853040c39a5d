import { createContext, useContext } from "react";
import type { Address } from "viem";

/** Store.getListedNft as the contract answers it (packages/contracts/contracts/Store.sol). */
export type ListedNft = {
  seller: Address;
  active: boolean;
  supply: bigint;
  /** Unix seconds; 0 means no expiry. */
  expiration: bigint;
  /** Basis points: the royalty percent ×100. */
  royaltyFee: bigint;
  royaltyRecipient: Address;
  collection: Address;
  tokenId: bigint;
};

export type ListedNftRequest = { chainId: number; storeAddress: Address; listingId: bigint };

export type CompatibilityQuery = {
  chainId: number;
  store: Address;
  collection: Address;
  /** The proposer's wallet: the one that will later call executeListing. */
  account: Address;
};

export type CollectionQuery = { chainId: number; store: Address; collection: Address };

/**
 * The Store reads the web app makes, with no wallet needed. Tests stub it here; the app reads
 * through a viem public client per chain (lib/viem-chain-reader.ts), loaded on the first read.
 */
export type ChainReader = {
  getListedNft: (request: ListedNftRequest) => Promise<ListedNft>;
  /** Store.checkForCompatibility: the collection is registered and owned by `account`. */
  checkForCompatibility: (query: CompatibilityQuery) => Promise<boolean>;
  /** Store.collections: the Store knows the collection (created it, or its owner registered it). */
  isKnownCollection: (query: CollectionQuery) => Promise<boolean>;
};

const viemReader: ChainReader = {
  getListedNft: async (request) => (await import("@/lib/viem-chain-reader")).readListedNft(request),
  checkForCompatibility: async (query) => (await import("@/lib/viem-chain-reader")).readCompatibility(query),
  isKnownCollection: async (query) => (await import("@/lib/viem-chain-reader")).readKnownCollection(query),
};

export const ChainReaderContext = createContext<ChainReader>(viemReader);

export const useChainReader = (): ChainReader => useContext(ChainReaderContext);
