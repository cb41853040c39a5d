import { eq, sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import { chainCursors } from "../schema-chain.ts";

// Writers of one chain's ranges (the leader's loop, a route indexing up to its receipt's block) take
// turns: with no cursor row yet, `for update` locks nothing, and two first batches would race to the
// block list's unique key. Its own prefix ("ML1W"): the leader lock's key is held by another session.
const batchLockKey = (chainId: number) => (0x4d4c3157n << 32n) + BigInt(chainId);

/**
 * The indexer's own lock, then its cursor row, until the transaction ends: the indexer's next range
 * waits for the commit.
 */
export async function lockIndexerCursor(tx: Db, chainId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${batchLockKey(chainId)})`);
  const [cursor] = await tx
    .select()
    .from(chainCursors)
    .where(eq(chainCursors.chainId, chainId))
    .for("update");
  return cursor;
}
