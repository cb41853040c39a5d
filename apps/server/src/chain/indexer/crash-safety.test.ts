import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { createTestClient, http } from "viem";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "../../testing/create-test-db.ts";
import type { Db } from "../../db/database.ts";
import { openPglite } from "../../db/open-pglite.ts";
import * as t from "../../db/schema-chain.ts";
import { startTestChain, type TestChain } from "../../testing/start-test-chain.ts";
import { storeActor } from "../../testing/store-actor.ts";
import { indexUntilCaughtUp } from "./index-until-caught-up.ts";

const childScript = path.join(import.meta.dirname, "../../testing/indexer-child.ts");

describe("indexer killed with SIGKILL mid-batch", () => {
  let chain: TestChain;
  let dir: string;
  beforeAll(async () => {
    [chain, dir] = await Promise.all([startTestChain(), mkdtemp(path.join(tmpdir(), "meshlink-crash-"))]);
    await makeBusyBlocks(chain, 16, 8);
  }, 180_000);
  afterAll(async () => {
    await chain?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it("ends with the same rows as an uninterrupted run, none twice", { timeout: 180_000 }, async () => {
    const reference = await createTestDb();
    await indexUntilCaughtUp(reference.db, chain.connection, { confirmations: 0, batchBlocks: 1 });
    const expected = await snapshot(reference.db);
    await reference.close();

    const dbDir = path.join(dir, "db");
    for (const killAfter of [3, 6]) {
      const output = await runChild(dbDir, chain, killAfter);
      expect(output).not.toContain("caught-up");
    }
    expect(await runChild(dbDir, chain)).toContain("caught-up");

    const crashed = await openPglite(dbDir);
    try {
      expect(await snapshot(crashed.db)).toEqual(expected);
      expect(expected.chain_activity?.length).toBeGreaterThan(120);
    } finally {
      await crashed.close();
    }
  });
});

// Blocks of `perBlock` mints each: mining is paused while the transactions queue up.
async function makeBusyBlocks(chain: TestChain, blocks: number, perBlock: number) {
  const anvil = createTestClient({ chain: foundry, mode: "anvil", transport: http(chain.rpcUrl) });
  const creator = storeActor(chain.connection, chain.accounts[0]!);
  const multi = await creator.createCollection("Multi", 2);
  await anvil.setAutomine(false);
  for (let block = 0; block < blocks; block++) {
    for (let i = 0; i < perBlock; i++) await creator.send("createNFT", [multi, 5n, `m-${block}-${i}`, 0n]);
    await anvil.mine({ blocks: 1 });
  }
  await anvil.setAutomine(true);
}

/** Runs the child indexer; with `killAfter`, SIGKILLs it a moment after that many ranges. */
function runChild(dbDir: string, chain: TestChain, killAfter?: number): Promise<string> {
  const env = {
    ...process.env,
    INDEXER_RPC_URL: chain.rpcUrl,
    INDEXER_DB_DIR: dbDir,
    INDEXER_STORE: chain.storeAddress,
  };
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", childScript], { env });
  let output = "";
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const ranges = output.split("\n").filter((line) => line.startsWith("indexed")).length;
      // A few milliseconds later the child is inside its next range's transaction or fetch.
      if (killAfter !== undefined && ranges >= killAfter)
        setTimeout(() => child.kill("SIGKILL"), 1 + (ranges % 7));
    });
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", () => resolve(output));
  });
}

const derived = {
  chain_blocks: t.chainBlocks,
  chain_events: t.chainEvents,
  chain_cursors: t.chainCursors,
  chain_activity: t.chainActivity,
  chain_balances: t.chainBalances,
  chain_tokens: t.chainTokens,
  chain_collections: t.chainCollections,
} satisfies Record<string, PgTable>;

// Every row of each table as sorted JSON, without generated ids and timestamps of the indexing run.
async function snapshot(db: Db) {
  const result: Record<string, string[]> = {};
  for (const [name, table] of Object.entries(derived)) {
    const columns = Object.keys(getTableColumns(table)).filter((c) => c !== "id" && c !== "updatedAt");
    const rows = (await db.select().from(table)) as Record<string, unknown>[];
    result[name] = rows.map((row) => JSON.stringify(columns.map((c) => row[c]))).sort();
  }
  return result;
}
