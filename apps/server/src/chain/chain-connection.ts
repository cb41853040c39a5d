import { findStoreAddress, type StoreAddresses } from "@meshlink/domain/chains";
import { type Address, type PublicClient, createPublicClient, http } from "viem";
import { type RangeReader, startRangeReader } from "./indexer/range-reader.ts";
import { type RpcRequest, jsonRpcHttp } from "./json-rpc-http.ts";

/** The chain this server reads and indexes: a viem client, its id and the Store on it (if any). */
export type ChainConnection = {
  chainId: number;
  rpcUrl: string;
  client: PublicClient;
  /** Plain JSON-RPC calls for the indexer's bulk reads (json-rpc-http.ts, or the client's transport). */
  rpc: RpcRequest;
  /** Undefined when no Store address is configured for `chainId`. */
  storeAddress: Address | undefined;
  /** Reads the indexer's ranges on a worker thread; without it, on this one. Close it when done. */
  rangeReader?: RangeReader;
  /**
   * Makes the node keep every block it has made so far across a crash (the local chain writes its
   * state file). The indexer awaits it before committing a range, so the database never holds a
   * block the chain could lose. Unset for a node that keeps its blocks itself.
   */
  keepBlocks?: () => Promise<void>;
};

const HTTP_OPTIONS = { retryCount: 2, timeout: 10_000 };
// viem's cap on an answer; a range whose logs exceed it is halved (read-range.ts).
const MAX_ANSWER_BYTES = 10 * 1024 * 1024;

/** The indexer's plain calls: Node's HTTP client for http(s) URLs, else the viem client's transport. */
export function bulkRpc(rpcUrl: string, client: PublicClient): RpcRequest {
  return (
    jsonRpcHttp(rpcUrl, { timeoutMs: HTTP_OPTIONS.timeout, maxBytes: MAX_ANSWER_BYTES }) ??
    ((method, params) => client.request({ method: method as never, params: params as never }))
  );
}

/**
 * Asks `rpcUrl` for its chain id and picks the Store address for it (31337 from the generated local
 * deployment, 1328/1329 from the environment; docs/decisions/002-marketplace-contracts.md). With
 * `rangeReader`, the indexer reads on a worker thread of its own (range-reader.ts), which the
 * caller ends with `rangeReader.close()`.
 */
export async function connectChain(
  rpcUrl: string,
  storeAddresses: StoreAddresses,
  options: { rangeReader?: boolean } = {},
): Promise<ChainConnection> {
  const client = createPublicClient({ transport: http(rpcUrl, HTTP_OPTIONS) });
  const chainId = await client.getChainId();
  const storeAddress = findStoreAddress(chainId, storeAddresses) as Address | undefined;
  const rangeReader = options.rangeReader
    ? startRangeReader({ chainId, rpcUrl, storeAddress, httpOptions: HTTP_OPTIONS })
    : undefined;
  return { chainId, rpcUrl, client, rpc: bulkRpc(rpcUrl, client), storeAddress, rangeReader };
}
