import { eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { chainCollections } from "../../db/schema-chain.ts";
import type { ChainConnection } from "../chain-connection.ts";
import { applyBatch, readCursor } from "./apply-batch.ts";
import { blockHash, prefetchRange, readRange, takePrefetched } from "./read-range.ts";
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
  // A guess made before the head moved back (a reorganisation) could reach past the safe block.
  const guess = await takePrefetched(chain, from, known);
  const range =
    guess && guess.to <= safe
      ? guess
      : await readRange(chain, {
          from,
          to: Math.min(safe, from + options.batchBlocks - 1),
          collections: known,
        });
  const { to, endHash, events } = range;
  // A reorganisation during the fetch would mix forks; the range is read again on the next step.
  // The end hash unchanged from before the fetch until now means every block up to it was too, and
  // the cursor's block still on that chain means the range continues the database's chain.
  const [endNow, cursorNow] = await Promise.all([
    blockHash(chain, to),
    cursor && blockHash(chain, cursor.blockNumber),
  ]);
  if (
    endNow !== endHash ||
    cursorNow !== cursor?.blockHash ||
    events.some((e) => e.blockNumber === to && e.blockHash !== endHash)
  ) {
    return { status: "retry", reason: `block ${to} changed while it was read` };
  }
  // Backfilling: the next range is already safe, so the node reads it while the database writes.
  if (to < safe) {
    const next = {
      from: to + 1,
      to: Math.min(safe, to + options.batchBlocks),
      collections: [...range.collections],
    };
    prefetchRange(chain, next);
  }
  await applyBatch(db, chainId, events, cursor, { blockNumber: to, blockHash: endHash });
  return { status: "indexed", from, to, events: events.length };
}
