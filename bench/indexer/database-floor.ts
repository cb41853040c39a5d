import type { ChainConnection } from "@meshlink/server/src/chain/chain-connection.ts";
import type { ChainEvent } from "@meshlink/server/src/chain/indexer/chain-event.ts";
import { indexUntilCaughtUp } from "@meshlink/server/src/chain/indexer/index-until-caught-up.ts";
import { insertActivity } from "@meshlink/server/src/chain/indexer/insert-activity.ts";
import { insertLedger } from "@meshlink/server/src/chain/indexer/insert-ledger.ts";
import { rollBackTo } from "@meshlink/server/src/chain/indexer/roll-back.ts";
import type { Db } from "@meshlink/server/src/db/database.ts";
import { chainActivity, chainEvents } from "@meshlink/server/src/db/schema-chain.ts";

/** A reorganisation one block deep on an indexed chain: undone, then the block indexed again. */
export async function rollBackOneBlock(db: Db, chain: ChainConnection, head: number, batchBlocks: number) {
  const fork = await chain.client.getBlock({ blockNumber: BigInt(head - 1) });
  const began = performance.now();
  await rollBackTo(db, chain.chainId, { blockNumber: head - 1, blockHash: fork.hash.toLowerCase() });
  const rolledBack = performance.now() - began;
  await indexUntilCaughtUp(db, chain, { confirmations: 0, batchBlocks });
  return { rollBackMs: rolledBack, reindexMs: performance.now() - began - rolledBack };
}

/**
 * The database's own floor: an indexed chain's ledger and activity rows written again, `perRange`
 * rows per transaction, with nothing read or decoded. No indexer writing these rows can beat it.
 */
export async function writingPass(db: Db, perRange: number) {
  const ledger = (await db.select().from(chainEvents)) as ChainEvent[];
  const activity = await db.select().from(chainActivity);
  await db.delete(chainEvents);
  await db.delete(chainActivity);
  const began = performance.now();
  for (let i = 0; i < ledger.length; i += perRange) {
    await db.transaction(async (tx) => {
      await insertLedger(tx, ledger.slice(i, i + perRange), true);
      await insertActivity(tx, activity.slice(i, i + perRange));
    });
  }
  return { count: ledger.length, seconds: (performance.now() - began) / 1000 };
}
