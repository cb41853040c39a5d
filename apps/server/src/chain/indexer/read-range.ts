import type { ChainConnection } from "../chain-connection.ts";
import type { ChainEvent } from "./chain-event.ts";
import { fetchRange } from "./fetch-range.ts";

/** Events of blocks from..to, with the end block's hash as it was read before the fetch. */
export type FetchedRange = {
  from: number;
  to: number;
  endHash: string;
  /** The collections whose logs were asked for (known before `from` plus those created in it). */
  collections: ReadonlySet<string>;
  events: ChainEvent[];
};

/**
 * Reads from..(at most) to. Nodes refuse ranges with too many logs (and viem caps a response at
 * 10 MB): the range is halved until it fits. The caller still checks the end hash afterwards.
 */
export async function readRange(
  chain: ChainConnection,
  { from, to, collections }: { from: number; to: number; collections: readonly string[] },
): Promise<FetchedRange> {
  const { client, chainId, storeAddress } = chain;
  for (;;) {
    const endHash = await blockHash(chain, to);
    try {
      const events = await fetchRange(client, { chainId, store: storeAddress!, collections, from, to });
      const asked = new Set(collections);
      for (const event of events) {
        if (event.eventName === "CollectionCreated") asked.add(String(event.args.collection));
      }
      return { from, to, endHash, collections: asked, events };
    } catch (error) {
      if (to === from) throw error;
      to = from + Math.floor((to - from) / 2);
    }
  }
}

export async function blockHash(chain: ChainConnection, blockNumber: number) {
  const block = await chain.client.getBlock({ blockNumber: BigInt(blockNumber) });
  return block.hash.toLowerCase();
}

// One range read ahead per chain connection: while the database applies range n, the node is
// already answering range n + 1 (pipelining). It is only a guess; `takePrefetched` hands it out only
// for the exact next block and a superset of the collections the database knows, and the caller
// checks the end hash after it, exactly as for a range it read itself.
const ahead = new WeakMap<ChainConnection, { from: number; read: Promise<FetchedRange | undefined> }>();

export function prefetchRange(
  chain: ChainConnection,
  range: { from: number; to: number; collections: readonly string[] },
) {
  // A failed guess is simply read again when it is needed.
  ahead.set(chain, { from: range.from, read: readRange(chain, range).catch(() => undefined) });
}

/** The guess for `from`, if there is one; any other guess is stale (the cursor went elsewhere). */
export async function takePrefetched(chain: ChainConnection, from: number, known: readonly string[]) {
  const guess = ahead.get(chain);
  ahead.delete(chain);
  if (guess?.from !== from) return undefined;
  const range = await guess.read;
  return range && known.every((address) => range.collections.has(address)) ? range : undefined;
}
