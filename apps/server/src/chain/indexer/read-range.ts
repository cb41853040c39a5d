import { numberToHex } from "viem";
import type { ChainConnection } from "../chain-connection.ts";
import { fetchRange } from "./fetch-range.ts";
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

/** Reads from..(at most) to, on the chain's reader thread when it has one (range-reader.ts). */
export function readRange(chain: ChainConnection, input: RangeInput): Promise<FetchedRange> {
  return chain.rangeReader ? chain.rangeReader.read(input) : readRangeHere(chain, input);
}

/**
 * Reads from..(at most) to on this thread. Nodes refuse ranges with too many logs (and viem caps a
 * response at 10 MB): the range is halved until it fits. The caller still checks the end hash
 * afterwards.
 */
export async function readRangeHere(
  chain: ChainConnection,
  { from, to, collections }: RangeInput,
): Promise<FetchedRange> {
  const { chainId, storeAddress } = chain;
  for (;;) {
    const endHash = await blockHash(chain, to);
    try {
      const input = { chainId, store: storeAddress!, collections, from, to };
      const { writes, created } = await fetchRange(chain, input);
      return { from, to, endHash, collections: new Set([...collections, ...created]), writes };
    } catch (error) {
      if (to === from) throw error;
      to = from + Math.floor((to - from) / 2);
    }
  }
}

/** A block's hash, read without its transactions' formatting (a backfill asks twice per range). */
export async function blockHash(chain: ChainConnection, blockNumber: number) {
  const block = (await chain.rpc("eth_getBlockByNumber", [numberToHex(blockNumber), false])) as {
    hash?: string;
  } | null;
  if (!block?.hash) throw new Error(`block ${blockNumber} not found`);
  return block.hash.toLowerCase();
}

// Ranges read ahead per chain connection, by first block: while the database applies range n, the
// node is already answering the next ones (pipelining: with several in flight a distant node's link
// stays busy across each call's round trip). They are only guesses; `takePrefetched` hands one out only for the
// exact next block and a superset of the collections the database knows, and the caller checks the
// end hash after it, exactly as for a range it read itself.
const ahead = new WeakMap<ChainConnection, Map<number, Promise<FetchedRange | undefined>>>();

/** Starts reading the `depth` ranges of `batchBlocks` after block `after`, up to `safe`. */
export function prefetchAfter(
  chain: ChainConnection,
  options: {
    after: number;
    safe: number;
    batchBlocks: number;
    depth: number;
    collections: readonly string[];
  },
) {
  const guesses = ahead.get(chain) ?? new Map<number, Promise<FetchedRange | undefined>>();
  ahead.set(chain, guesses);
  let from = options.after + 1;
  for (let i = 0; i < options.depth && from <= options.safe; i++) {
    const to = Math.min(options.safe, from + options.batchBlocks - 1);
    // A failed guess is simply read again when it is needed.
    const read = () =>
      readRange(chain, { from, to, collections: options.collections }).catch(() => undefined);
    if (!guesses.has(from)) guesses.set(from, read());
    from = to + 1;
  }
}

/**
 * The guess for `from`, if there is one, and the later ones kept for the next steps. Without a
 * guess for `from`, every guess is stale (the cursor went elsewhere) and dropped.
 */
export async function takePrefetched(chain: ChainConnection, from: number, known: readonly string[]) {
  const guesses = ahead.get(chain);
  const guess = guesses?.get(from);
  if (!guesses || !guess) {
    guesses?.clear();
    return undefined;
  }
  for (const start of guesses.keys()) if (start <= from) guesses.delete(start);
  const range = await guess;
  return range && known.every((address) => range.collections.has(address)) ? range : undefined;
}
