import { ZHealth } from "@meshlink/domain/health.types";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { walletUser } from "../testing/catalog-test-kit.ts";
import { chainAndDatabase } from "../testing/chain-and-database.ts";

describe("GET /api/health on a server that runs the indexer", () => {
  const env = chainAndDatabase();
  let app: FastifyInstance;
  beforeAll(async () => {
    const { chain, database } = env;
    const config = loadConfig({ LOG_LEVEL: "silent", NODE_ENV: "test", INDEXER_POLL_MS: "50" });
    app = await buildApp(config, { database, chains: [chain.connection], runIndexer: true });
  });
  // Registered after the kit's, so it runs before the kit disposes the database the app holds.
  afterAll(async () => {
    await app?.close();
  });

  const health = async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    return { status: response.statusCode, health: ZHealth.parse(response.json<{ data: unknown }>().data) };
  };

  it("answers ok with the indexer's lag while it follows; while it cannot apply a block of its only chain, 503, and writes that wait for it 503", async () => {
    const { chain, database } = env;
    const head = async () => Number(await chain.connection.client.getBlockNumber({ cacheTime: 0 }));
    const indexer = async () => (await health()).health.chains[0]?.indexer;
    await vi.waitFor(async () => expect((await indexer())?.lag).toBe(0), { timeout: 10_000 });
    expect(await health()).toMatchObject({ status: 200, health: { ok: true, status: "ok" } });
    expect(await indexer()).toMatchObject({ ok: true });

    // Every block with a Store event refused by the database, as a value it could not hold was.
    await database.db.execute(sql`create function refuse_event() returns trigger language plpgsql as $$
      begin raise exception 'refused'; end $$`);
    await database.db.execute(sql`create trigger refuse_event before insert on chain_events
      for each row execute function refuse_event()`);
    const creator = await walletUser({ db: database.db, chain }, 1);
    const txHash = await creator.send("createCollection", ["Refused", "REF", 1]);
    const refusedHead = await head();
    // A write that waits for the indexer is told it is behind, not answered 500.
    const collection = { chainId: 31337, txHash, name: "Refused", symbol: "REF", type: "ERC721" };
    const recorded = await app.inject({
      method: "POST",
      url: "/api/collections",
      headers: creator.headers,
      payload: collection,
    });
    expect(recorded.statusCode).toBe(503);
    expect(recorded.json()).toMatchObject({ error: "The chain indexer is behind; try again shortly" });

    await vi.waitFor(async () => expect((await health()).status).toBe(503), { timeout: 10_000 });
    const { health: degraded } = await health();
    expect(degraded).toMatchObject({ ok: false, status: "unavailable", database: { ok: true } });
    expect(degraded.chains[0]).toMatchObject({ ok: false, chain: { ok: true } });
    expect(degraded.chains[0]?.indexer).toMatchObject({ ok: false, headBlock: refusedHead, lag: 1 });
    expect(degraded.chains[0]?.indexer?.detail).toMatch(
      `degraded: cannot apply blocks from ${refusedHead} since`,
    );

    await database.db.execute(sql`drop trigger refuse_event on chain_events`);
    await vi.waitFor(async () => expect((await health()).status).toBe(200), { timeout: 10_000 });
    expect(await indexer()).toMatchObject({ ok: true, indexedBlock: refusedHead, lag: 0 });
  });
});
