import { type Address, numberToHex } from "viem";
import type { ChainConnection } from "@meshlink/server/src/chain/chain-connection.ts";
import { PREFETCH_DEPTH } from "@meshlink/server/src/chain/indexer/index-next-range.ts";
import { collectionTopics } from "@meshlink/server/src/chain/indexer/indexed-events.ts";
import type { ChainReader } from "@meshlink/server/src/chain/indexer/chain-reader.ts";
import { prefetchAfter, takePrefetched } from "@meshlink/server/src/chain/indexer/read-range.ts";

type Pass = {
  chain: ChainConnection;
  reader: ChainReader;
  collection: Address;
  head: number;
  batchBlocks: number;
};

/** Raw: the indexer's ranges with its filter, one call after the other, JSON parsed, nothing else. */
export async function rawPass({ chain, collection, head, batchBlocks }: Pass) {
  const began = performance.now();
  let logs = 0;
  for (let from = 0; from <= head; from += batchBlocks) {
    const to = Math.min(head, from + batchBlocks - 1);
    const answer: unknown = await chain.client.request({
      method: "eth_getLogs",
      params: [
        {
          address: [collection],
          topics: [collectionTopics],
          fromBlock: numberToHex(from),
          toBlock: numberToHex(to),
        },
      ],
    });
    logs += (answer as unknown[]).length;
  }
  return { count: logs, seconds: (performance.now() - began) / 1000 };
}

/**
 * The indexer's own reading with nothing written: its fetch, hash checks and decoding, with as many
 * ranges read ahead as it reads. The most the indexer could reach with a database that cost nothing.
 */
export async function readingPass({ reader, collection, head, batchBlocks }: Pass) {
  const began = performance.now();
  const collections = [collection.toLowerCase()];
  let decoded = 0;
  for (let from = 0; from <= head;) {
    const range =
      (await takePrefetched(reader, from, collections)) ??
      (await reader.readRange({ from, to: Math.min(head, from + batchBlocks - 1), collections }));
    prefetchAfter(reader, { after: range.to, safe: head, batchBlocks, depth: PREFETCH_DEPTH, collections });
    decoded += range.writes.events;
    from = range.to + 1;
  }
  return { count: decoded, seconds: (performance.now() - began) / 1000 };
}
