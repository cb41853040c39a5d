import { type ChainConnection, HTTP_OPTIONS } from "../chain-connection.ts";
import { fetchRange } from "./fetch-range.ts";
import { bulkRpc, type RpcRequest } from "./json-rpc-http.ts";
import type { RangeWrites } from "./prepare-range.ts";
import { startRangeReader } from "./range-reader.ts";
import { blockHash, type FetchedRange, type RangeInput, readRangeHere } from "./read-range.ts";

/**
 * How the indexer reads one chain (docs/decisions/004-indexer.md): its bulk JSON-RPC client
 * (json-rpc-http.ts), the log scanner and the preparing of a range's writes (fetch-range.ts), on a
 * worker thread of their own when opened with one (range-reader.ts). Whoever opens it closes it
 * (open-chains.ts `stop`); the indexer's steps find it by the chain's connection (`chainReader`).
 */
export type ChainReader = {
  /** Blocks from..(at most) to, read and prepared: on the reader thread when there is one. */
  readRange(input: RangeInput): Promise<FetchedRange>;
  /** Only the transfers of `collections` in blocks from..to, on this thread (an import's backfill). */
  readTransfers(input: { collections: readonly string[]; from: number; to: number }): Promise<RangeWrites>;
  /** A block's hash, lowercase; rejects when the node does not have the block. */
  blockHash(blockNumber: number): Promise<string>;
  /** The node's newest block number. */
  head(): Promise<number>;
  /**
   * Makes the node keep every block it has made so far across a crash (a local chain writes its
   * state file). The indexer awaits it before committing a range, so the database never holds a
   * block the chain could lose. Unset for a node that keeps its blocks itself.
   */
  keepBlocks?: () => Promise<void>;
  /** Ends the reader thread, if it has one (a thread keeps no process up; a later read starts it again). */
  close(): Promise<void>;
};

type ChainReaderOptions = {
  /** Read and prepare ranges on a worker thread of their own (the server, the bench). */
  thread?: boolean;
  keepBlocks?: () => Promise<void>;
  /** The node's plain calls on this thread; by default Node's HTTP client to the first RPC URL. */
  rpc?: RpcRequest;
};

// The reader each connection's indexer steps use: the one opened for it, else one on this thread.
const readers = new WeakMap<ChainConnection, ChainReader>();

/** Opens the indexer's reading of `chain`: the indexer's steps on `chain` use it from now on. */
export function openChainReader(chain: ChainConnection, options: ChainReaderOptions = {}): ChainReader {
  const { chainId, rpcUrl, storeAddress, client } = chain;
  const rpc = options.rpc ?? bulkRpc(rpcUrl, client, HTTP_OPTIONS.timeout);
  const source = { chainId, storeAddress, client, rpc };
  const thread = options.thread
    ? startRangeReader({ chainId, rpcUrl, storeAddress, httpOptions: HTTP_OPTIONS })
    : undefined;
  const reader: ChainReader = {
    readRange: (input) => (thread ? thread.read(input) : readRangeHere(source, input)),
    async readTransfers({ collections, from, to }) {
      return (await fetchRange(source, { chainId, collections, from, to })).writes;
    },
    blockHash: (blockNumber) => blockHash(source, blockNumber),
    head: async () => Number(await rpc("eth_blockNumber", [])),
    ...(options.keepBlocks && { keepBlocks: options.keepBlocks }),
    close: async () => thread?.close(),
  };
  readers.set(chain, reader);
  return reader;
}

/** The reader opened for `chain`, or (tests, tools) one that reads on this thread. */
export function chainReader(chain: ChainConnection): ChainReader {
  return readers.get(chain) ?? openChainReader(chain);
}
