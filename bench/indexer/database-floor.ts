import type { ChainConnection } from "@meshlink/server/src/chain/chain-connection.ts";
import { ACTIVITY_COLUMNS } from "@meshlink/server/src/chain/indexer/prepare-transfers.ts";
import { indexUntilCaughtUp } from "@meshlink/server/src/chain/indexer/index-until-caught-up.ts";
import { rollBackTo } from "@meshlink/server/src/chain/indexer/roll-back.ts";
import { type CopyValue, copyText, copyTextInto } from "@meshlink/server/src/db/copy-rows.ts";
import type { Db } from "@meshlink/server/src/db/database.ts";
import { chainActivity } from "@meshlink/server/src/db/schema-chain.ts";

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
 * The database's own floor: an indexed chain's activity rows (a transfer's one row) written again,
 * `perRange` rows per transaction, from COPY text made beforehand: nothing read, decoded or
 * formatted while timed. No indexer writing these rows on this database can beat it.
 */
export async function writingPass(db: Db, perRange: number) {
  const rows = await db
    .select()
    .from(chainActivity)
    .orderBy(chainActivity.blockNumber, chainActivity.logIndex, chainActivity.item);
  const texts: string[] = [];
  for (let i = 0; i < rows.length; i += perRange) {
    const chunk = rows.slice(i, i + perRange);
    texts.push(copyText(chunk.map((r) => ACTIVITY_COLUMNS.map((column) => cell(r, column)))));
  }
  await db.delete(chainActivity);
  const began = performance.now();
  const cpu = process.cpuUsage();
  for (const text of texts) {
    await db.transaction((tx) => copyTextInto(tx, "chain_activity", ACTIVITY_COLUMNS, text));
  }
  const { user, system } = process.cpuUsage(cpu);
  return {
    count: rows.length,
    seconds: (performance.now() - began) / 1000,
    cpuSeconds: (user + system) / 1e6,
  };
}

type ActivityRow = typeof chainActivity.$inferSelect;
const FIELDS: Record<(typeof ACTIVITY_COLUMNS)[number], keyof ActivityRow> = {
  chain_id: "chainId",
  event_type: "eventType",
  collection: "collection",
  token_id: "tokenId",
  from: "from",
  to: "to",
  tx_hash: "txHash",
  log_index: "logIndex",
  item: "item",
  block_number: "blockNumber",
  created_at: "createdAt",
  amount: "amount",
};
function cell(row: ActivityRow, column: (typeof ACTIVITY_COLUMNS)[number]): CopyValue {
  const value = row[FIELDS[column]];
  return value instanceof Date ? value.toISOString() : value;
}
