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

/**
 * Reads of the Store the listing modals need. The app reads through a viem public client on the
 * chain's RPC (loaded on first use, like the wagmi writer); tests stub it here.
 */
export type ChainReader = { getListedNft: (request: ListedNftRequest) => Promise<ListedNft> };

const viemReader: ChainReader = {
  getListedNft: async (request) =>
    (await import("@/features/listings/lib/viem-chain-reader")).readListedNft(request),
};

export const ChainReaderContext = createContext<ChainReader>(viemReader);

export const useChainReader = (): ChainReader => useContext(ChainReaderContext);
