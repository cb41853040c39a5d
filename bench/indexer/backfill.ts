// Indexer backfill throughput: events/s of the chain indexer backfilling ≥ 100k events on a
// local anvil chain, beside the raw eth_getLogs throughput over the same block ranges measured in the
// same run. Target: indexer ≥ 80% of raw. Printed twice: against anvil itself, and against the same
// anvil at a hosted node's distance (distant-node.ts; `NODE_LATENCY_MS`, default 30, and `NODE_MBPS`,
// default 200; `NODE_LATENCY_MS=0` skips it). Beside each, the two floors that bound the indexer:
// its reading with nothing written, and (once) the database writing the same rows with nothing read.
// `EVENTS=n` changes the size, `BATCH_BLOCKS=n` the range, `ROUNDS=n` the backfills timed (5; the
// median counts); the database is PGlite in a temporary folder, or the PostgreSQL server at
// `DATABASE_URL` (its chain tables are emptied: use a throwaway database; `npm run
// bench:indexer:postgres` starts one). A server on this machine shares its cores with the indexer
// and anvil: its CPU is printed beside theirs.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Address } from "viem";
import { startLocalChain } from "@meshlink/contracts/local-chain";
import { type ChainConnection, connectChain } from "@meshlink/server/src/chain/chain-connection.ts";
import { indexUntilCaughtUp } from "@meshlink/server/src/chain/indexer/index-until-caught-up.ts";
import { openChainReader } from "@meshlink/server/src/chain/indexer/chain-reader.ts";
import { rollBackOneBlock, writingPass } from "./database-floor.ts";
import { startDistantNode } from "./distant-node.ts";
import { makeTransferEvents } from "./make-events.ts";
import { anvilCpu, postgresCpu } from "./process-cpu.ts";
import { openBenchDatabase } from "./open-bench-database.ts";
import { rawPass, readingPass } from "./read-passes.ts";

const events = Number(process.env.EVENTS ?? 100_000);
const batchBlocks = Number(process.env.BATCH_BLOCKS ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const distance = {
  latencyMs: Number(process.env.NODE_LATENCY_MS ?? 30),
  mbps: Number(process.env.NODE_MBPS ?? 200),
};
const perBlock = 500;
const dataDir = await mkdtemp(join(tmpdir(), "meshlink-indexer-bench-"));
const port = 19545 + Math.floor(Math.random() * 1000);
const local = await startLocalChain({ dataDir, port, state: "none" });
const readAnvilCpu = anvilCpu(port);
const readServerCpu = localServerCpu(process.env.DATABASE_URL);
try {
  const began = performance.now();
  const collection = await makeTransferEvents(local, events, perBlock);
  const made = ((performance.now() - began) / 1000).toFixed(1);
  console.log(
    `chain: ${events} transfers in blocks of ${perBlock}, made in ${made} s; ranges of ${batchBlocks} blocks`,
  );
  await measure("anvil itself", local.rpcUrl, collection, true);
  if (distance.latencyMs > 0) {
    const distant = await startDistantNode(local.rpcUrl, distance);
    try {
      await measure(
        `anvil ${distance.latencyMs} ms away over ${distance.mbps} Mbit/s`,
        distant.url,
        collection,
        false,
      );
    } finally {
      await distant.close();
    }
  }
} finally {
  await local.stop();
  await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
}

async function measure(node: string, rpcUrl: string, collection: Address, withFloors: boolean) {
  // The indexer reads on its own thread, as the server's does (chain-reader.ts, range-reader.ts).
  const chain = connectChain({ chainId: local.chainId, rpcUrls: [rpcUrl], storeAddress: local.storeAddress });
  const reader = openChainReader(chain, { thread: true });
  const head = Number(await chain.client.getBlockNumber());
  const pass = { chain, reader, collection, head, batchBlocks };
  // anvil answers a block's logs faster once it has read them: one untimed pass first, so neither
  // side of the comparison pays for the cold reads. The reader thread starts with the server, not
  // with a backfill: one untimed read starts it.
  await rawPass(pass);
  await reader.readRange({ from: 0, to: 0, collections: [] });
  // A server's database engine has been running when a backfill starts; a fresh process has yet to
  // compile PGlite's WASM to optimised code as it runs hot. The first backfill of this process is
  // printed apart; the rounds after it are the indexer's figures.
  const first = await timedBackfill(chain, batchBlocks);
  await first.database.close();
  // This machine's speed drifts from minute to minute (shared cores): each round sets a backfill
  // beside the faster of the raw passes just before and just after it, and the median round counts.
  const rounds: Round[] = [];
  let database: Awaited<ReturnType<typeof timedBackfill>>["database"] | undefined;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const rawBefore = await withOthersCpu(() => rawPass(pass));
      await database?.close();
      const backfill = await withOthersCpu(() => timedBackfill(chain, batchBlocks));
      database = backfill.database;
      const rawAfter = await withOthersCpu(() => rawPass(pass));
      const raw = rawBefore.seconds < rawAfter.seconds ? rawBefore : rawAfter;
      rounds.push({
        raw,
        backfill,
        ratio: backfill.indexed.count / backfill.indexed.seconds / (raw.count / raw.seconds),
      });
    }
    const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds.length / 2)]!;
    const { raw } = median;
    const ofRaw = (run: { count: number; seconds: number }) =>
      `${((run.count / run.seconds / (raw.count / raw.seconds)) * 100).toFixed(1)}% of raw`;
    console.log(`\n${node}, ${database!.label}:`);
    for (const [i, { raw, backfill, ratio }] of rounds.entries()) {
      console.log(
        `  round ${i + 1}: raw eth_getLogs ${raw.count} logs in ${raw.seconds.toFixed(2)} s = ${rate(raw)} logs/s ` +
          `(anvil's CPU ${cpu(raw.anvilCpu)}); indexer ${backfill.indexed.count} events in ` +
          `${backfill.indexed.seconds.toFixed(2)} s = ${rate(backfill.indexed)} events/s (this process's CPU ` +
          `${backfill.cpuSeconds.toFixed(2)} s${serverPart(backfill.serverCpu)}, anvil's ${cpu(backfill.anvilCpu)}) ` +
          `= ${percent(ratio)} of raw`,
      );
    }
    const ratios = rounds.map((round) => round.ratio);
    console.log(
      `  indexer / raw: ${percent(median.ratio)}, the median of ${rounds.length} rounds ` +
        `(${percent(Math.min(...ratios))}–${percent(Math.max(...ratios))}) (target ≥ 80%)`,
    );
    const why = process.env.DATABASE_URL ? "" : " (PGlite's WASM still compiling)";
    console.log(
      `  first backfill of this process${why}: ${first.indexed.seconds.toFixed(2)} s = ${ofRaw(first.indexed)}`,
    );
    const readingCpu = process.cpuUsage();
    const reading = await readingPass(pass);
    const readCpu = cpuSeconds(readingCpu);
    console.log(
      `  floor, reading alone (nothing written): ${rate(reading)} events/s = ${ofRaw(reading)} ` +
        `(CPU ${readCpu.toFixed(2)} s)`,
    );
    if (!withFloors) return;
    const reorg = await rollBackOneBlock(database!.db, chain, head, batchBlocks);
    const writing = await withOthersCpu(() => writingPass(database!.db, batchBlocks * perBlock));
    console.log(
      `  floor, writing alone (a transfer's activity row): ${rate(writing)} events/s = ${ofRaw(writing)} ` +
        `(CPU ${writing.cpuSeconds.toFixed(2)} s${serverPart(writing.serverCpu)})`,
    );
    console.log(
      `  roll-back of the last block (${perBlock} transfers) on a ${rounds.at(-1)!.backfill.indexed.count}-event index: ` +
        `${reorg.rollBackMs.toFixed(0)} ms, then ${reorg.reindexMs.toFixed(0)} ms to index it again`,
    );
  } finally {
    await database?.close();
    await reader.close();
  }
}

type OthersCpu = { anvilCpu: number | undefined; serverCpu: number | undefined };
type Round = {
  raw: { count: number; seconds: number } & OthersCpu;
  backfill: Awaited<ReturnType<typeof timedBackfill>> & OthersCpu;
  ratio: number;
};

/**
 * `run`'s result with the CPU seconds anvil and a database server on this machine spent meanwhile
 * (undefined without /proc or without such a server).
 */
async function withOthersCpu<T extends object>(run: () => Promise<T>): Promise<T & OthersCpu> {
  const readers = [readAnvilCpu, readServerCpu];
  const before = readers.map((read) => read?.());
  const result = await run();
  const spent = (i: number) => {
    const [start, end] = [before[i], readers[i]?.()];
    return start === undefined || end === undefined ? undefined : end - start;
  };
  return { ...result, anvilCpu: spent(0), serverCpu: spent(1) };
}

/** The CPU reader of the PostgreSQL server at `url` when it runs on this machine. */
function localServerCpu(url: string | undefined) {
  if (!url) return undefined;
  const { hostname, port } = new URL(url);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(hostname)) return undefined;
  return postgresCpu(Number(port || 5432));
}

function cpu(seconds: number | undefined) {
  return seconds === undefined ? "unknown" : `${seconds.toFixed(2)} s`;
}
function serverPart(seconds: number | undefined) {
  return readServerCpu ? `, the database server's ${cpu(seconds)}` : "";
}
function percent(ratio: number) {
  return `${(ratio * 100).toFixed(1)}%`;
}

/** A backfill of the whole chain into a new database, timed. */
async function timedBackfill(chain: ChainConnection, batchBlocks: number) {
  const database = await openBenchDatabase();
  const started = performance.now();
  const cpu = process.cpuUsage();
  const steps = await indexUntilCaughtUp(database.db, chain, { confirmations: 0, batchBlocks });
  const indexed = {
    count: steps.reduce((sum, step) => sum + (step.status === "indexed" ? step.events : 0), 0),
    seconds: (performance.now() - started) / 1000,
  };
  return { database, indexed, cpuSeconds: cpuSeconds(cpu) };
}

function cpuSeconds(since: NodeJS.CpuUsage) {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1e6;
}

function rate(run: { count: number; seconds: number }) {
  return Math.round(run.count / run.seconds);
}
