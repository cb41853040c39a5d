import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { chainAndDatabase } from "../../testing/chain-and-database.ts";
import { storeActor } from "../../testing/store-actor.ts";
import { indexerHealthCheck, STALL_MS } from "../check-indexer-health.ts";
import { readCursor } from "./apply-batch.ts";
import { indexUntilCaughtUp } from "./index-until-caught-up.ts";
import { pgliteLeaderLock } from "./leader-lock.ts";
import { runIndexer } from "./run-indexer.ts";

const options = { confirmations: 0, batchBlocks: 50, pollMs: 20 };

// A block the database refuses, whatever the indexer does: every collection insert raises.
const refuseCollections = [
  sql`create function refuse_collection() returns trigger language plpgsql as $$
    begin raise exception 'collections refused for this test'; end $$`,
  sql`create trigger refuse_collection before insert on chain_collections
    for each row execute function refuse_collection()`,
];

function collectingLog() {
  const lines: { level: string; message: string }[] = [];
  const at = (level: string) => (_fields: object, message?: string) =>
    void lines.push({ level, message: message ?? "" });
  return { lines, log: { info: at("info"), warn: at("warn"), error: at("error"), debug: at("debug") } };
}

describe("an indexer that cannot apply a block", () => {
  const env = chainAndDatabase();

  it("logs one line when it starts failing and one when it recovers, and health shows it degraded with its lag meanwhile", async () => {
    const { chain, database } = env;
    const { db } = database;
    for (const statement of refuseCollections) await db.execute(statement);
    await storeActor(chain.connection, chain.accounts[0]!).createCollection("Refused", 1);
    const head = Number(await chain.connection.client.getBlockNumber({ cacheTime: 0 }));
    const { lines, log } = collectingLog();
    const indexer = runIndexer({
      db,
      chain: chain.connection,
      lock: pgliteLeaderLock(db, chain.chainId),
      options,
      log,
    });
    const health = indexerHealthCheck({
      db,
      chain: chain.connection,
      confirmations: 0,
      failure: indexer.failure,
      showErrors: true,
    });
    try {
      await vi.waitFor(() => expect(indexer.failure()).toBeDefined(), { timeout: 10_000 });
      // Ten polls' worth of failing steps.
      await new Promise((resolve) => setTimeout(resolve, options.pollMs * 2 * 10));

      expect(lines.filter((line) => line.level === "error")).toHaveLength(1);
      const degraded = await health();
      expect(degraded).toMatchObject({ ok: false, headBlock: head });
      expect(degraded.detail).toMatch(
        /^degraded: cannot apply blocks from \d+ since .*: collections refused for this test$/,
      );
      expect(degraded.lag).toBe(head - (degraded.indexedBlock ?? -1));
      expect(degraded.lag).toBeGreaterThan(0);

      await db.execute(sql`drop trigger refuse_collection on chain_collections`);
      await vi.waitFor(async () => expect((await readCursor(db, chain.chainId))?.blockNumber).toBe(head), {
        timeout: 10_000,
      });
      expect(indexer.failure()).toBeUndefined();
      const told = lines.filter((line) => line.level !== "debug");
      expect(told.map((line) => `${line.level}: ${line.message.split(";")[0]}`)).toEqual([
        "error: indexer cannot apply the next block",
        "info: indexer applies blocks again",
      ]);
      expect(await health()).toMatchObject({ ok: true, indexedBlock: head, headBlock: head, lag: 0 });
    } finally {
      await indexer.stop();
      await db.execute(sql`drop trigger if exists refuse_collection on chain_collections`);
    }
  });

  it("shows degraded on a server that does not lead once a safe block waits longer than the stall limit", async () => {
    const { chain, database } = env;
    const { db } = database;
    await indexUntilCaughtUp(db, chain.connection, options);
    await storeActor(chain.connection, chain.accounts[0]!).createCollection("Waiting", 1);
    const deps = {
      db,
      chain: chain.connection,
      confirmations: 0,
      failure: () => undefined,
      showErrors: true,
    };

    expect(await indexerHealthCheck(deps)()).toMatchObject({ ok: true, lag: 1 });
    const later = await indexerHealthCheck({ ...deps, now: () => Date.now() + STALL_MS + 5_000 })();
    expect(later).toMatchObject({ ok: false, lag: 1 });
    expect(later.detail).toMatch(/^degraded: block \d+ not applied for \d+ s$/);
  });
});
