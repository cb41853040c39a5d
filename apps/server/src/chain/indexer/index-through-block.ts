import type { ChainConnection } from "../chain-connection.ts";
import type { Db } from "../../db/database.ts";
import { type Cursor, CursorMovedError, readCursor } from "./apply-batch.ts";
import { chainReader } from "./chain-reader.ts";
import { indexNextRange } from "./index-next-range.ts";

const WAIT_MS = 100;
const TIMEOUT_MS = 60_000;

/** The indexer did not apply the blocks a write waits for: not within the wait, or it cannot. */
export class IndexerBehindError extends Error {
  override name = "IndexerBehindError";
}

/**
 * Makes the indexer apply every block up to `blockNumber` before the caller records what a
 * transaction in it created: the indexer's own steps (the one path by which chain facts enter the
 * database, docs/decisions/004-indexer.md), run here instead of waiting for its next poll. A step
 * racing the background indexer is refused by the cursor check and simply re-read.
 */
export async function indexThroughBlock(db: Db, chain: ChainConnection, blockNumber: bigint | number) {
  const target = Number(blockNumber);
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    const cursor = await readCursor(db, chain.chainId);
    // Past the block, on the chain as it is now: a cursor on blocks the chain lost (which the catalog
    // would otherwise be recorded against) is rolled back by the steps below first.
    if (cursor && cursor.blockNumber >= target && (await stillOnChain(chain, cursor))) return;
    if (Date.now() > deadline)
      throw new IndexerBehindError(`block ${target} not indexed in ${TIMEOUT_MS} ms`);
    try {
      const step = await indexNextRange(db, chain, chain.indexer);
      // Not yet confirmed deeply enough (the chain's confirmation depth): wait for more blocks.
      if (step.status === "caught-up" || step.status === "retry") await pause(WAIT_MS);
    } catch (error) {
      // A block the indexer cannot apply: the background indexer logs it once and health shows it
      // degraded (docs/decisions/004-indexer.md); the writer is told it is behind.
      if (!(error instanceof CursorMovedError)) {
        throw new IndexerBehindError(`the indexer cannot apply block ${target}`, { cause: error });
      }
    }
  }
}

const stillOnChain = (chain: ChainConnection, cursor: Cursor) =>
  chainReader(chain)
    .blockHash(cursor.blockNumber)
    .then(
      (hash) => hash === cursor.blockHash,
      () => false,
    );

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
