import { type Address, type PublicClient, createPublicClient, fallback, http } from "viem";

/** How the indexer follows a chain: one entry of CHAINS, with its defaults (decision 021). */
export type IndexerOptions = {
  /** Blocks to stay behind the head; unset: the chain's default (indexer/confirmation-depth.ts). */
  confirmations?: number;
  /** Most blocks per eth_getLogs range. */
  batchBlocks: number;
  /** First block to read on a fresh database (the Store's deployment block on public chains). */
  startBlock?: number;
};

/**
 * One chain this server follows: what it is, where it is reached, and a viem client for it. The
 * indexer's own reading (its bulk JSON-RPC client and reader thread) is not here: it is opened over
 * a connection by `openChainReader` (indexer/chain-reader.ts).
 */
export type ChainConnection = {
  chainId: number;
  /** The registry's name of the chain (packages/domain chains.ts), for logs and health. */
  name: string;
  /** The first of the configured RPC URLs: the indexer's bulk reads go there. */
  rpcUrl: string;
  /** Reads through every configured RPC URL in turn (viem's fallback transport). */
  client: PublicClient;
  /** Undefined when no Store address is configured for `chainId`. */
  storeAddress: Address | undefined;
  /** This chain's start block, confirmation depth and range size (CHAINS). */
  indexer: IndexerOptions;
  /** A development chain this server runs (anvil): its RPC URL is given to the Demo wallet. */
  local?: boolean;
};

/** The chains this server follows, by chain id; the first configured is the default. */
export type Chains = {
  readonly list: readonly ChainConnection[];
  get(chainId: number): ChainConnection | undefined;
};

export function chainSet(list: readonly ChainConnection[]): Chains {
  const byId = new Map(list.map((chain) => [chain.chainId, chain]));
  return { list, get: (chainId) => byId.get(chainId) };
}

/** Where a chain is reached and what to read there: one entry of the chain configuration. */
type ChainEndpoint = {
  chainId: number;
  name?: string;
  rpcUrls: readonly [string, ...string[]];
  storeAddress: Address | undefined;
  indexer?: IndexerOptions;
  local?: boolean;
};

/** The client's HTTP transport: also the indexer's reader thread's (indexer/chain-reader.ts). */
export const HTTP_OPTIONS = { retryCount: 2, timeout: 10_000 };
const DEFAULT_INDEXER: IndexerOptions = { batchBlocks: 2000 };

/**
 * A client for the chain at `endpoint`. Nothing is asked of the node here: a chain that is down at
 * start-up shows as degraded in /api/health while the others are followed, and the indexer checks
 * that the node answers with the configured chain id before it reads a block.
 */
export function connectChain(endpoint: ChainEndpoint): ChainConnection {
  const { chainId, rpcUrls, storeAddress } = endpoint;
  const transports = rpcUrls.map((url) => http(url, HTTP_OPTIONS));
  const client = createPublicClient({
    transport: transports.length === 1 ? transports[0]! : fallback(transports),
  });
  return {
    chainId,
    name: endpoint.name ?? `Chain ${chainId}`,
    rpcUrl: rpcUrls[0],
    client,
    // Lowercase, as every address the database holds and the API answers.
    storeAddress: storeAddress?.toLowerCase() as Address | undefined,
    indexer: endpoint.indexer ?? DEFAULT_INDEXER,
    ...(endpoint.local && { local: true }),
  };
}
