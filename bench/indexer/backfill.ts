// Indexer backfill throughput (issue 5): events/s of the chain indexer backfilling ≥ 100k events on a
// local anvil chain into an in-memory PGlite, beside the raw eth_getLogs throughput over the same
// block ranges measured in the same run. Target: indexer ≥ 80% of raw. `EVENTS=n` to change the size.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { numberToHex } from "viem";
import { startLocalChain } from "@meshlink/contracts/local-chain";
import { connectChain } from "@meshlink/server/src/chain/chain-connection.ts";
import { collectionTopics } from "@meshlink/server/src/chain/indexer/indexed-events.ts";
import { indexUntilCaughtUp } from "@meshlink/server/src/chain/indexer/index-until-caught-up.ts";
import { openPglite } from "@meshlink/server/src/db/open-pglite.ts";
import { chainBalances, chainCollections, chainEvents } from "@meshlink/server/src/db/schema-chain.ts";
import { makeTransferEvents } from "./make-events.ts";

const events = Number(process.env.EVENTS ?? 100_000);
const batchBlocks = Number(process.env.BATCH_BLOCKS ?? 10);
const perBlock = 500;
const dataDir = await mkdtemp(join(tmpdir(), "meshlink-indexer-bench-"));
const local = await startLocalChain({ dataDir, port: 19545 + Math.floor(Math.random() * 1000) });
try {
  let started = performance.now();
  await makeTransferEvents(local, events, perBlock);
  const chain = await connectChain(local.rpcUrl, { local: local.storeAddress });
  const head = Number(await chain.client.getBlockNumber());
  console.log(`chain: ${events} transfers in ${head} blocks, made in ${seconds(started)} s`);

  const database = await openPglite();
  await database.migrate();
  started = performance.now();
  await indexUntilCaughtUp(database.db, chain, { confirmations: 0, batchBlocks });
  const indexSeconds = (performance.now() - started) / 1000;
  const indexed = await database.db.$count(chainEvents);
  const [collection] = await database.db.select().from(chainCollections);

  // Raw: the same ranges, the same filter, JSON parsed, nothing else.
  started = performance.now();
  let rawLogs = 0;
  for (let from = 0; from <= head; from += batchBlocks) {
    const to = Math.min(head, from + batchBlocks - 1);
    const logs: unknown = await chain.client.request({
      method: "eth_getLogs",
      params: [
        {
          address: [collection!.address as `0x${string}`],
          topics: [collectionTopics],
          fromBlock: numberToHex(from),
          toBlock: numberToHex(to),
        },
      ],
    });
    rawLogs += (logs as unknown[]).length;
  }
  const rawSeconds = (performance.now() - started) / 1000;

  const indexRate = indexed / indexSeconds;
  const rawRate = rawLogs / rawSeconds;
  console.log(
    `indexer: ${indexed} events in ${indexSeconds.toFixed(2)} s = ${Math.round(indexRate)} events/s (batch ${batchBlocks} blocks)`,
  );
  console.log(
    `raw eth_getLogs: ${rawLogs} logs in ${rawSeconds.toFixed(2)} s = ${Math.round(rawRate)} logs/s`,
  );
  console.log(`indexer / raw: ${((indexRate / rawRate) * 100).toFixed(1)}% (target ≥ 80%)`);
  console.log(`balances rows: ${await database.db.$count(chainBalances)}`);
  await database.close();
} finally {
  await local.stop();
  await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
}

function seconds(since: number) {
  return ((performance.now() - since) / 1000).toFixed(1);
}
