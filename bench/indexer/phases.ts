// Where an indexer range spends its time, phase by phase and without pipelining: raw eth_getLogs
// (cold, i.e. anvil's first read of the blocks, then warm), fetchRange (getLogs, decoding and preparing
// the range's writes) and writing them. `EVENTS`, `BATCH_BLOCKS`, `DATABASE_URL` as in
// backfill.ts. The database phases are the ones the pipelined indexer cannot hide.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Address, numberToHex } from "viem";
import { startLocalChain } from "@meshlink/contracts/local-chain";
import { HTTP_OPTIONS, connectChain } from "@meshlink/server/src/chain/chain-connection.ts";
import { fetchRange } from "@meshlink/server/src/chain/indexer/fetch-range.ts";
import { bulkRpc } from "@meshlink/server/src/chain/indexer/json-rpc-http.ts";
import { collectionTopics, decodeIndexedLog } from "@meshlink/server/src/chain/indexer/indexed-events.ts";
import { applyRange } from "@meshlink/server/src/chain/indexer/apply-range.ts";
import { makeTransferEvents } from "./make-events.ts";
import { openBenchDatabase } from "./open-bench-database.ts";

const events = Number(process.env.EVENTS ?? 20_000);
const batchBlocks = Number(process.env.BATCH_BLOCKS ?? 10);
const dataDir = await mkdtemp(join(tmpdir(), "meshlink-indexer-phases-"));
const local = await startLocalChain({
  dataDir,
  port: 19545 + Math.floor(Math.random() * 1000),
  state: "none",
});
const totals = new Map<string, number>();
async function time<T>(phase: string, run: () => Promise<T>) {
  const started = performance.now();
  const result = await run();
  totals.set(phase, (totals.get(phase) ?? 0) + performance.now() - started);
  return result;
}
try {
  const collection = await makeTransferEvents(local, events, 500);
  const chain = connectChain({
    chainId: local.chainId,
    rpcUrls: [local.rpcUrl],
    storeAddress: local.storeAddress,
  });
  const head = Number(await chain.client.getBlockNumber());
  const ranges = Array.from({ length: Math.ceil((head + 1) / batchBlocks) }, (_, i) => ({
    from: i * batchBlocks,
    to: Math.min(head, (i + 1) * batchBlocks - 1),
  }));
  type Log = { data: `0x${string}`; topics: `0x${string}`[] };
  const rawLogs = (address: Address, from: number, to: number) =>
    chain.client.request<{ Method: "eth_getLogs"; Parameters: unknown[]; ReturnType: Log[] }>({
      method: "eth_getLogs",
      params: [
        {
          address: [address],
          topics: [collectionTopics],
          fromBlock: numberToHex(from),
          toBlock: numberToHex(to),
        },
      ],
    });
  for (const { from, to } of ranges) await time("raw getLogs, cold", () => rawLogs(collection, from, to));
  const raw: Log[] = [];
  for (const { from, to } of ranges)
    raw.push(...(await time("raw getLogs, warm", () => rawLogs(collection, from, to))));
  await time("decode only", () => Promise.resolve(raw.forEach((log) => decodeIndexedLog(log))));

  const database = await openBenchDatabase();
  const collections = [collection.toLowerCase()];
  // The calls the indexer's chain reader reads a range with (chain-reader.ts), on this thread.
  const calls = { client: chain.client, rpc: bulkRpc(chain.rpcUrl, chain.client, HTTP_OPTIONS.timeout) };
  for (const { from, to } of ranges) {
    const input = { chainId: chain.chainId, store: chain.storeAddress!, collections, from, to };
    const { writes } = await time("fetchRange", () => fetchRange(calls, input));
    await time("write", () => database.db.transaction((tx) => applyRange(tx, chain.chainId, writes)));
  }
  console.log(`${raw.length} logs, ${database.label}, ranges of ${batchBlocks} blocks`);
  for (const [phase, ms] of totals) console.log(`${phase.padEnd(18)} ${ms.toFixed(0).padStart(6)} ms`);
  await database.close();
} finally {
  await local.stop();
  await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
}
