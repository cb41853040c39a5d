import type { Db } from "../../db/database.ts";
import type { ChainConnection, IndexerOptions } from "../chain-connection.ts";
import { type RangeResult, indexNextRange } from "./index-next-range.ts";

/** Runs indexer steps until the head (less the confirmations) is indexed; returns the steps taken. */
export async function indexUntilCaughtUp(db: Db, chain: ChainConnection, options: IndexerOptions) {
  const steps: RangeResult[] = [];
  for (;;) {
    const result = await indexNextRange(db, chain, options);
    steps.push(result);
    if (result.status === "caught-up") return steps;
    if (steps.length > 10_000) throw new Error("the indexer did not catch up");
  }
}
