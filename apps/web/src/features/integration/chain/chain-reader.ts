import { createContext, useContext } from "react";
import type { Address } from "viem";

export type CompatibilityQuery = {
  chainId: number;
  store: Address;
  collection: Address;
  /** The proposer's wallet: the one that will later call executeListing. */
  account: Address;
};

/**
 * The on-chain reads of the integration flow. Tests provide a fake; the app reads through a viem
 * public client (chain/public-chain-reader.ts), loaded only when a read is made.
 */
export type ChainReader = {
  checkForCompatibility: (query: CompatibilityQuery) => Promise<boolean>;
};

const publicReader: ChainReader = {
  checkForCompatibility: async (query) =>
    (await import("@/features/integration/chain/public-chain-reader")).readCompatibility(query),
};

export const ChainReaderContext = createContext<ChainReader>(publicReader);

export const useChainReader = (): ChainReader => useContext(ChainReaderContext);
