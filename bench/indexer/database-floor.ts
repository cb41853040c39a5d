import type { ChainConnection } from "@meshlink/server/src/chain/chain-connection.ts";
import { ACTIVITY_COLUMNS } from "@meshlink/server/src/chain/indexer/prepare-transfers.ts";
import { indexUntilCaughtUp } from "@meshlink/server/src/chain/indexer/index-until-caught-up.ts";
import { rollBackTo } from "@meshlink/server/src/chain/indexer/roll-back.ts";
import { CopyBinaryWriter, timestampBytes } from "@meshlink/server/src/db/copy-binary.ts";
import { copyBinaryInto } from "@meshlink/server/src/db/copy-rows.ts";
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
 * `perRange` rows per transaction, from binary COPY data made beforehand: nothing read, decoded or
 * formatted while timed. No indexer writing these rows on this database can beat it.
 */
export async function writingPass(db: Db, perRange: number) {
  const rows = await db
    .select()
    .from(chainActivity)
    .orderBy(chainActivity.blockNumber, chainActivity.logIndex, chainActivity.item);
  const ranges: Uint8Array[] = [];
  for (let i = 0; i < rows.length; i += perRange) ranges.push(copyData(rows.slice(i, i + perRange)));
  await db.delete(chainActivity);
  const began = performance.now();
  const cpu = process.cpuUsage();
  for (const range of ranges) {
    await db.transaction((tx) => copyBinaryInto(tx, "chain_activity", ACTIVITY_COLUMNS, range));
  }
  const { user, system } = process.cpuUsage(cpu);
  return {
    count: rows.length,
    seconds: (performance.now() - began) / 1000,
    cpuSeconds: (user + system) / 1e6,
  };
}

// The columns of ACTIVITY_COLUMNS, in its order.
function copyData(rows: (typeof chainActivity.$inferSelect)[]) {
  const out = new CopyBinaryWriter();
  for (const row of rows) {
    out.row(ACTIVITY_COLUMNS.length);
    out.int4(row.chainId);
    out.text(row.eventType);
    const hex = (value: string | null) => (value === null ? out.null() : out.hex(value));
    hex(row.collection);
    if (row.tokenId === null) out.null();
    else out.numeric(row.tokenId);
    if (row.tokenKey === null) out.null();
    else out.int8(row.tokenKey);
    hex(row.from);
    hex(row.to);
    hex(row.txHash);
    out.int4(row.logIndex);
    out.int4(row.item);
    out.int8(row.blockNumber);
    out.field(timestampBytes(row.createdAt.getTime()));
    out.numeric(row.amount ?? "0");
  }
  return out.done();
}
