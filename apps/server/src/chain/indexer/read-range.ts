import { numberToHex } from "viem";
import type { ChainConnection } from "../chain-connection.ts";
import { fetchRange, type NodeCalls } from "./fetch-range.ts";
import type { RpcRequest } from "./json-rpc-http.ts";
import type { RangeWrites } from "./prepare-range.ts";

/** What blocks from..to write, with the end block's hash as it was read before the fetch. */
export type FetchedRange = {
  from: number;
  to: number;
  endHash: string;
  /** The collections whose logs were asked for (known before `from` plus those created in it). */
  collections: ReadonlySet<string>;
  writes: RangeWrites;
};

export type RangeInput = { from: number; to: number; collections: readonly string[] };

/** What reading a range asks of its chain: the Store's address and the node's calls. */
export type RangeSource = Pick<ChainConnection, "chainId" | "storeAddress"> & NodeCalls;

/**
 * Reads from..(at most) to on this thread. Nodes refuse ranges with too many logs (and viem caps a
 * response at 10 MB): the range is halved until it fits. The caller still checks the end hash
 * afterwards.
 */
export async function readRangeHere(
  source: RangeSource,
  { from, to, collections }: RangeInput,
): Promise<FetchedRange> {
  const { chainId, storeAddress } = source;
  for (;;) {
    const endHash = await blockHash(source, to);
    try {
      const input = { chainId, store: storeAddress!, collections, from, to };
      const { writes, created } = await fetchRange(source, input);
      return { from, to, endHash, collections: new Set([...collections, ...created]), writes };
    } catch (error) {
      if (to === from) throw error;
      to = from + Math.floor((to - from) / 2);
    }
  }
}

/** A block's hash, read without its transactions' formatting (a backfill asks twice per range). */
export async function blockHash({ rpc }: { rpc: RpcRequest }, blockNumber: number) {
  const block = (await rpc("eth_getBlockByNumber", [numberToHex(blockNumber), false])) as {
    hash?: string;
  } | null;
  if (!block?.hash) throw new Error(`block ${blockNumber} not found`);
  return block.hash.toLowerCase();
}

/** Reads ranges of one chain: its ChainReader (chain-reader.ts). */
type RangeReading = { readRange(input: RangeInput): Promise<FetchedRange> };

// Ranges read ahead per chain reader, by first block: while the database applies range n, the
// node is already answering the next ones (pipelining: with several in flight a distant node's link
// stays busy across each call's round trip). They are only guesses; `takePrefetched` hands one out only for the
// exact next block and a superset of the collections the database knows, and the caller checks the
// end hash after it, exactly as for a range it read itself.
const ahead = new WeakMap<RangeReading, Map<number, Promise<FetchedRange | undefined>>>();

/** Starts reading the `depth` ranges of `batchBlocks` after block `after`, up to `safe`. */
export function prefetchAfter(
  reader: RangeReading,
  options: {
    after: number;
    safe: number;
    batchBlocks: number;
    depth: number;
    collections: readonly string[];
  },
) {
  const guesses = ahead.get(reader) ?? new Map<number, Promise<FetchedRange | undefined>>();
  ahead.set(reader, guesses);
  let from = options.after + 1;
  for (let i = 0; i < options.depth && from <= options.safe; i++) {
    const to = Math.min(options.safe, from + options.batchBlocks - 1);
    // A failed guess is simply read again when it is needed.
    const read = () =>
      reader.readRange({ from, to, collections: options.collections }).catch(() => undefined);
    if (!guesses.has(from)) guesses.set(from, read());
    from = to + 1;
  }
}

/**
 * The guess for `from`, if there is one, and the later ones kept for the next steps. Without a
 * guess for `from`, every guess is stale (the cursor went elsewhere) and dropped.
 */
export async function takePrefetched(reader: RangeReading, from: number, known: readonly string[]) {
  const guesses = ahead.get(reader);
  const guess = guesses?.get(from);
  if (!guesses || !guess) {
    guesses?.clear();
    return undefined;
  }
  for (const start of guesses.keys()) if (start <= from) guesses.delete(start);
  const range = await guess;
  return range && known.every((address) => range.collections.has(address)) ? range : undefined;
}
