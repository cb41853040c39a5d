import type { Db } from "../../db/database.ts";
import type { ChainConnection, IndexerOptions } from "../chain-connection.ts";
import { type Cursor, applyBatch, readCursor } from "./apply-batch.ts";
import { chainReader } from "./chain-reader.ts";
import { confirmationDepth } from "./confirmation-depth.ts";
import { followedCollections, importedSinceRead } from "./followed-collections.ts";
import { prefetchAfter, takePrefetched } from "./read-range.ts";
import { findForkBlock, rollBackTo } from "./roll-back.ts";

export type RangeResult =
  | { status: "caught-up"; head: number }
  | { status: "indexed"; from: number; to: number; events: number }
  | { status: "rolled-back"; to: number | undefined }
  | { status: "retry"; reason: string };

// Ranges read ahead while the database writes (read-range.ts): three keep a distant node's link busy
// (bench/indexer at 30 ms and 200 Mbit/s: two left it idle a third of the time), and at most three
// answers (each under viem's 10 MB cap) wait in memory.
export const PREFETCH_DEPTH = 3;

// The cursor each chain connection's last step committed (only that step's result sets it).
const lastCommitted = new WeakMap<ChainConnection, Cursor>();

class RangeChangedError extends Error {
  override name = "RangeChangedError";
}

/**
 * One step of the indexer: detect a reorganisation (and undo it), or index the next range, read
 * through the chain's reader (chain-reader.ts).
 */
export async function indexNextRange(
  db: Db,
  chain: ChainConnection,
  options: IndexerOptions,
): Promise<RangeResult> {
  const { client, chainId, storeAddress } = chain;
  if (!storeAddress) return { status: "retry", reason: "no Store address for this chain" };
  const reader = chainReader(chain);
  const cursor = await readCursor(db, chainId);
  // A cursor this process committed in its last step was checked against the chain just before that
  // commit; should its block be replaced since, the next commit's check (below) sees it and the step
  // after that one rolls back. Backfilling, that is one block read less for every range.
  const recent = lastCommitted.get(chain);
  lastCommitted.delete(chain);
  const checked =
    recent && cursor?.blockNumber === recent.blockNumber && cursor.blockHash === recent.blockHash;
  // Independent questions asked together: each round trip to a distant node counts.
  const readCursorHash = (cursor: Cursor) => reader.blockHash(cursor.blockNumber).catch(() => undefined);
  const [checkedHash, head, known] = await Promise.all([
    cursor && (checked ? cursor.blockHash : readCursorHash(cursor)),
    reader.head(),
    followedCollections(db, chainId),
  ]);
  // A head below the cursor: the chain lost blocks since that commit (a local chain restarted from
  // older state), and no range would be read to find it out.
  const cursorHash =
    checked && cursor && head < cursor.blockNumber ? await readCursorHash(cursor) : checkedHash;
  if (cursor && cursorHash !== cursor.blockHash) {
    const fork = await findForkBlock(db, client, chainId);
    await rollBackTo(db, chainId, fork);
    return { status: "rolled-back", to: fork?.blockNumber };
  }
  const from = cursor ? cursor.blockNumber + 1 : (options.startBlock ?? 0);
  const safe = head - confirmationDepth(chainId, options.confirmations);
  if (from > safe) return { status: "caught-up", head };
  // A guess made before the head moved back (a reorganisation) could reach past the safe block.
  // Backfilling: the next ranges are already safe, so the node reads them while the database writes.
  const readAhead = (after: number, collections: readonly string[]) => {
    if (after < safe) {
      const { batchBlocks } = options;
      prefetchAfter(reader, { after, safe, batchBlocks, depth: PREFETCH_DEPTH, collections });
    }
  };
  const guess = await takePrefetched(reader, from, known);
  let range = guess && guess.to <= safe ? guess : undefined;
  if (!range) {
    // Without a guess (the first step of a backfill), the next ranges are read along with this one.
    const to = Math.min(safe, from + options.batchBlocks - 1);
    const reading = reader.readRange({ from, to, collections: known });
    readAhead(to, known);
    range = await reading;
  }
  const { to, endHash, writes } = range;
  readAhead(to, [...range.collections]);
  if (writes.blocks.some((block) => block.blockNumber === to && block.blockHash !== endHash)) {
    return { status: "retry", reason: `block ${to} changed while it was read` };
  }
  // A reorganisation during the fetch would mix forks; the range is read again on the next step.
  // The end hash unchanged from before the fetch until now means every block up to it was too, and
  // the cursor's block still on that chain means the range continues the database's chain. Asked
  // now and awaited before the commit, so the round trip overlaps the writes.
  // The range's blocks on the chain's disk before they are in the database (a local chain's crash
  // would otherwise take back blocks the catalog was recorded against).
  const kept = reader.keepBlocks?.().then(
    () => true,
    () => false,
  );
  const unchanged = Promise.all([reader.blockHash(to), cursor && reader.blockHash(cursor.blockNumber)]).then(
    ([endNow, cursorNow]) => endNow === endHash && cursorNow === cursor?.blockHash,
    () => false,
  );
  try {
    const asked = range.collections;
    await applyBatch(db, chainId, writes, cursor, { blockNumber: to, blockHash: endHash }, async (tx) => {
      if (!(await unchanged)) throw new RangeChangedError(`block ${to} changed while it was read`);
      // A collection imported while this range was read: its transfers in it were not asked for.
      if (await importedSinceRead(tx, chainId, asked)) {
        throw new RangeChangedError(`a collection was imported while blocks ${from}..${to} were read`);
      }
      if (kept && !(await kept)) throw new RangeChangedError(`the chain did not save block ${to}`);
    });
  } catch (error) {
    if (error instanceof RangeChangedError) return { status: "retry", reason: error.message };
    throw error;
  }
  lastCommitted.set(chain, { blockNumber: to, blockHash: endHash });
  return { status: "indexed", from, to, events: writes.events };
}
