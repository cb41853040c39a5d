import { findStoreAddress, type StoreAddresses } from "@meshlink/domain/chains";
import { type Address, type PublicClient, createPublicClient, http } from "viem";

/** The chain this server reads and indexes: a viem client, its id and the Store on it (if any). */
export type ChainConnection = {
  chainId: number;
  rpcUrl: string;
  client: PublicClient;
  /** Undefined when no Store address is configured for `chainId`. */
  storeAddress: Address | undefined;
};

/**
 * Asks `rpcUrl` for its chain id and picks the Store address for it (31337 from the generated local
 * deployment, 1328/1329 from the environment; docs/decisions/002-marketplace-contracts.md).
 */
export async function connectChain(rpcUrl: string, storeAddresses: StoreAddresses): Promise<ChainConnection> {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 2, timeout: 10_000 }) });
  const chainId = await client.getChainId();
  const storeAddress = findStoreAddress(chainId, storeAddresses) as Address | undefined;
  return { chainId, rpcUrl, client, storeAddress };
}
