import { type Address, type PublicClient, createPublicClient, fallback, http } from "viem";
import type { IndexerOptions } from "./indexer/index-next-range.ts";
import { type RangeReader, startRangeReader } from "./indexer/range-reader.ts";
import { type RpcRequest, jsonRpcHttp } from "./json-rpc-http.ts";

/** One chain this server reads and indexes: a viem client, its id and the Store on it (if any). */
export type ChainConnection = {
  chainId: number;
  /** The registry's name of the chain (packages/domain chains.ts), for logs and health. */
  name: string;
  /** The first of the configured RPC URLs: the indexer's bulk reads go there. */
  rpcUrl: string;
  /** Reads through every configured RPC URL in turn (viem's fallback transport). */
  client: PublicClient;
  /** Plain JSON-RPC calls for the indexer's bulk reads (json-rpc-http.ts, or the client's transport). */
  rpc: RpcRequest;
  /** Undefined when no Store address is configured for `chainId`. */
  storeAddress: Address | undefined;
  /** This chain's start block, confirmation depth and range size (CHAINS). */
  indexer: IndexerOptions;
  /** A development chain this server runs (anvil): its RPC URL is given to the Demo wallet. */
  local?: boolean;
  /** Reads the indexer's ranges on a worker thread; without it, on this one. Close it when done. */
  rangeReader?: RangeReader;
  /**
   * Makes the node keep every block it has made so far across a crash (the local chain writes its
   * state file). The indexer awaits it before committing a range, so the database never holds a
   * block the chain could lose. Unset for a node that keeps its blocks itself.
   */
  keepBlocks?: () => Promise<void>;
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

const HTTP_OPTIONS = { retryCount: 2, timeout: 10_000 };
// viem's cap on an answer; a range whose logs exceed it is halved (read-range.ts).
const MAX_ANSWER_BYTES = 10 * 1024 * 1024;
const DEFAULT_INDEXER: IndexerOptions = { batchBlocks: 2000 };

/** The indexer's plain calls: Node's HTTP client for http(s) URLs, else the viem client's transport. */
export function bulkRpc(rpcUrl: string, client: PublicClient): RpcRequest {
  return (
    jsonRpcHttp(rpcUrl, { timeoutMs: HTTP_OPTIONS.timeout, maxBytes: MAX_ANSWER_BYTES }) ??
    ((method, params) => client.request({ method: method as never, params: params as never }))
  );
}

/**
 * A client for the chain at `endpoint`. Nothing is asked of the node here: a chain that is down at
 * start-up shows as degraded in /api/health while the others are followed, and the indexer checks
 * that the node answers with the configured chain id before it reads a block. With `rangeReader`,
 * the indexer reads on a worker thread of its own (range-reader.ts), which the caller ends with
 * `rangeReader.close()`.
 */
export function connectChain(
  endpoint: ChainEndpoint,
  options: { rangeReader?: boolean } = {},
): ChainConnection {
  const { chainId, rpcUrls, storeAddress } = endpoint;
  const rpcUrl = rpcUrls[0];
  const transports = rpcUrls.map((url) => http(url, HTTP_OPTIONS));
  const client = createPublicClient({
    transport: transports.length === 1 ? transports[0]! : fallback(transports),
  });
  const rangeReader = options.rangeReader
    ? startRangeReader({ chainId, rpcUrl, storeAddress, httpOptions: HTTP_OPTIONS })
    : undefined;
  return {
    chainId,
    name: endpoint.name ?? `Chain ${chainId}`,
    rpcUrl,
    client,
    rpc: bulkRpc(rpcUrl, client),
    // Lowercase, as every address the database holds and the API answers.
    storeAddress: storeAddress?.toLowerCase() as Address | undefined,
    indexer: endpoint.indexer ?? DEFAULT_INDEXER,
    ...(endpoint.local && { local: true }),
    rangeReader,
  };
}
