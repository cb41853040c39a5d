import type { ChainConnection } from "../../chain/chain-connection.ts";
import {
  IndexerBehindError,
  indexThroughBlock as applyThrough,
} from "../../chain/indexer/index-through-block.ts";
import type { Db } from "../../db/database.ts";
import { ServiceError } from "../service-error.ts";

const INDEXER_BEHIND = "The chain indexer is behind; try again shortly";

/**
 * Waits until the indexer has applied every block up to `blockNumber` (running its steps itself:
 * chain/indexer/index-through-block.ts), so that what a transaction in it created can be recorded.
 * An indexer that is behind, or cannot apply a block, refuses the write as unavailable, not a 500.
 */
export async function indexThroughBlock(db: Db, chain: ChainConnection, blockNumber: bigint | number) {
  try {
    await applyThrough(db, chain, blockNumber);
  } catch (error) {
    if (error instanceof IndexerBehindError) throw new ServiceError("UNAVAILABLE", INDEXER_BEHIND);
    throw error;
  }
}
