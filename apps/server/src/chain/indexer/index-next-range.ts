import { eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { chainCollections } from "../../db/schema-chain.ts";
import type { ChainConnection } from "../chain-connection.ts";
import { applyBatch, readCursor } from "./apply-batch.ts";
import type { ChainEvent } from "./chain-event.ts";
import { fetchRange } from "./fetch-range.ts";
import { findForkBlock, rollBackTo } from "./roll-back.ts";

export type IndexerOptions = {
  /** Blocks to stay behind the head. */
  confirmations: number;
  /** Most blocks per eth_getLogs range. */
  batchBlocks: number;
  /** First block to read on a fresh database (the Store's deployment block on public chains). */
  startBlock?: number;
};

export type RangeResult =
  | { status: "caught-up"; head: number }
  | { status: "indexed"; from: number; to: number; events: number }
  | { status: "rolled-back"; to: number | undefined }
  | { status: "retry"; reason: string };

/** One step of the indexer: detect a reorganisation (and undo it), or index the next range. */
export async function indexNextRange(
  db: Db,
  chain: ChainConnection,
  options: IndexerOptions,
): Promise<RangeResult> {
  const { client, chainId, storeAddress } = chain;
  if (!storeAddress) return { status: "retry", reason: "no Store address for this chain" };
  const cursor = await readCursor(db, chainId);
  if (cursor) {
    const block = await client.getBlock({ blockNumber: BigInt(cursor.blockNumber) }).catch(() => undefined);
    if (block?.hash.toLowerCase() !== cursor.blockHash) {
      const fork = await findForkBlock(db, client, chainId);
      await rollBackTo(db, chainId, fork);
      return { status: "rolled-back", to: fork?.blockNumber };
    }
  }
  const head = Number(await client.getBlockNumber({ cacheTime: 0 }));
  const from = cursor ? cursor.blockNumber + 1 : (options.startBlock ?? 0);
  const safe = head - options.confirmations;
  if (from > safe) return { status: "caught-up", head };
  const collections = await db
    .select({ address: chainCollections.address })
    .from(chainCollections)
    .where(eq(chainCollections.chainId, chainId));
  const known = collections.map((row) => row.address);
  // Nodes refuse ranges with too many logs (and viem caps a response at 10 MB): halve until it fits.
  let to = Math.min(safe, from + options.batchBlocks - 1);
  let endHash: string;
  let events: ChainEvent[];
  for (;;) {
    endHash = await blockHash(chain, to);
    try {
      events = await fetchRange(client, { chainId, store: storeAddress, collections: known, from, to });
      break;
    } catch (error) {
      if (to === from) throw error;
      to = from + Math.floor((to - from) / 2);
    }
  }
  // A reorganisation during the fetch would mix forks; the range is read again on the next step.
  if (
    (await blockHash(chain, to)) !== endHash ||
    events.some((e) => e.blockNumber === to && e.blockHash !== endHash)
  ) {
    return { status: "retry", reason: `block ${to} changed while it was read` };
  }
  await applyBatch(db, chainId, events, cursor, { blockNumber: to, blockHash: endHash });
  return { status: "indexed", from, to, events: events.length };
}

async function blockHash(chain: ChainConnection, blockNumber: number) {
  const block = await chain.client.getBlock({ blockNumber: BigInt(blockNumber) });
  return block.hash.toLowerCase();
}
