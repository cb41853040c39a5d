import { copyFile, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type LocalChain, startLocalChain } from "@meshlink/contracts/local-chain";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createTestDb } from "../testing/create-test-db.ts";
import type { Database } from "../db/database.ts";
import { assets, collections } from "../db/schema.ts";
import { walletUser } from "../testing/catalog-test-kit.ts";
import { mintAsset, recordCollection } from "../testing/catalog-journey.ts";
import { freePort } from "../testing/start-test-chain.ts";
import { readCursor } from "./indexer/apply-batch.ts";
import { chainReader } from "./indexer/chain-reader.ts";
import { type OpenChains, openChains } from "./open-chains.ts";
import { isProcessRunning } from "../process/is-process-running.ts";

type Health = {
  ok: boolean;
  status: string;
  chains: { chainId: number; ok: boolean; indexer?: { indexedBlock?: number } }[];
};
type User = Awaited<ReturnType<typeof walletUser>>;

// The server as main.ts runs it — its own two local chains (31337 with its state in DATA_DIR/chain,
// 1328 in DATA_DIR/chain-1328), an indexer for each — while the first chain is killed, or comes back
// without its last blocks. After each: health says what is true, the other chain goes on being
// indexed, nothing is recorded twice or half, and a creator's journey works again.
describe("a local chain killed or cut back under a running server", () => {
  let dataDir: string;
  let port: number;
  let chain: OpenChains;
  let database: Database;
  let app: FastifyInstance;
  let ada: User;
  const revived: LocalChain[] = [];
  const chainDir = () => path.join(dataDir, "chain");
  const stateFile = () => path.join(chainDir(), "anvil-state.json");

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "meshlink-chain-faults-"));
    port = await freePort();
    const config = loadConfig({
      LOG_LEVEL: "silent",
      NODE_ENV: "test",
      WEB_DIST: "/nonexistent",
      DATA_DIR: dataDir,
      LOCAL_CHAIN_PORT: String(port),
      INDEXER_POLL_MS: "100",
    });
    [chain, database] = await Promise.all([openChains(config), createTestDb()]);
    app = await buildApp(config, { database, chains: chain.chains.list, runIndexer: true });
    const connection = chain.chains.get(31337)!;
    const kit = {
      db: database.db,
      chain: { connection, rpcUrl: connection.rpcUrl, storeAddress: connection.storeAddress! },
    };
    ada = await walletUser(kit, 1, "Ada");
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    for (const local of revived) await local.stop();
    await chain?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const health = async () =>
    (await app.inject({ method: "GET", url: "/api/health" })).json<{ data: Health }>().data;
  const count = async () => ({
    collections: await database.db.$count(collections),
    assets: await database.db.$count(assets),
  });
  async function journey(name: string) {
    const collection = await recordCollection(app, ada, `${name} Crates`);
    expect(collection.statusCode, collection.body).toBe(201);
    const { address } = collection.json<{ data: { address: string } }>().data;
    const { created, draftId } = await mintAsset(app, ada, address, `${name} Crate`);
    expect(created.statusCode, created.body).toBe(201);
    const { tokenId } = created.json<{ data: { tokenId: string } }>().data;
    return { address, tokenId, draftId, url: `/api/assets/${address}/${tokenId}` };
  }
  async function killChain() {
    const pid = await anvilPid(port);
    process.kill(pid, "SIGKILL");
    await vi.waitFor(() => expect(isProcessRunning(pid)).toBe(false), { timeout: 10_000 });
  }
  async function bringChainBack() {
    revived.push(await startLocalChain({ dataDir: chainDir(), port }));
    await vi.waitFor(async () => expect(await health()).toMatchObject({ ok: true, status: "ok" }), {
      timeout: 30_000,
      interval: 200,
    });
  }

  it(
    "keeps every block the database holds when the chain is killed, and goes on",
    { timeout: 120_000 },
    async () => {
      const first = await journey("Kept");
      const last = await recordCollection(app, ada, "Last Crates");
      expect(last.statusCode, last.body).toBe(201);
      // At once: the last block is a fraction of a second old, younger than any interval between saves.
      await killChain();
      const degraded = await health();
      expect(degraded).toMatchObject({ ok: false, status: "degraded" });
      expect(degraded.chains.map((c) => [c.chainId, c.ok])).toEqual([
        [31337, false],
        [1328, true],
      ]);
      // The other chain's indexer goes on: a block made there is applied while the first is down.
      const other = chain.chains.get(1328)!;
      await other.client.request({ method: "anvil_mine" as never, params: ["0x3"] as never });
      const head = Number(await other.client.getBlockNumber({ cacheTime: 0 }));
      await vi.waitFor(async () => expect((await readCursor(database.db, 1328))?.blockNumber).toBe(head), {
        timeout: 20_000,
        interval: 200,
      });

      await bringChainBack();
      const cursor = await readCursor(database.db, 31337);
      const reader = chainReader(chain.chains.get(31337)!);
      expect(await reader.blockHash(cursor!.blockNumber)).toBe(cursor!.blockHash);
      const page = await app.inject({ method: "GET", url: first.url });
      expect(page.json<{ data: { name: string } }>().data.name).toBe("Kept Crate");
      const mine = await app.inject({
        method: "GET",
        url: "/api/collections/mine?chainId=31337",
        headers: ada.headers,
      });
      const names = mine.json<{ data: { name: string }[] }>().data.map((collection) => collection.name);
      expect(names.sort()).toEqual(["Kept Crates", "Last Crates"]);
      expect(await count()).toEqual({ collections: 2, assets: 1 });

      await journey("After Kill");
      expect(await count()).toEqual({ collections: 3, assets: 2 });
    },
  );

  it(
    "takes back what the lost blocks recorded when the chain comes back without them, and goes on",
    { timeout: 120_000 },
    async () => {
      const older = path.join(dataDir, "older-state.json");
      await revived.at(-1)!.save();
      await copyFile(stateFile(), older);
      const lost = await journey("Lost");
      await revived.at(-1)!.stop();
      await copyFile(older, stateFile());

      await bringChainBack();
      await vi.waitFor(
        async () => expect((await app.inject({ method: "GET", url: lost.url })).statusCode).toBe(404),
        { timeout: 30_000, interval: 200 },
      );
      expect(await count()).toEqual({ collections: 3, assets: 2 });
      const list = await app.inject({ method: "POST", url: "/api/assets/list", payload: {} });
      const names = list.json<{ data: { data: { name: string }[] } }>().data.data.map((card) => card.name);
      expect(names.sort()).toEqual(["After Kill Crate", "Kept Crate"]);

      const again = await journey("Again");
      expect(again.address).toBe(lost.address);
      const page = await app.inject({ method: "GET", url: again.url });
      expect(page.json<{ data: { name: string } }>().data.name).toBe("Again Crate");
      expect(await count()).toEqual({ collections: 4, assets: 3 });
      expect(await health()).toMatchObject({ ok: true });
    },
  );
});

/** The process of the anvil listening on `port` (whatever started it). */
async function anvilPid(port: number): Promise<number> {
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const args = await readFile(`/proc/${entry}/cmdline`, "utf8").then(
      (text) => text.split("\0"),
      (): string[] => [],
    );
    const portAt = args.indexOf("--port");
    if (path.basename(args[0] ?? "") === "anvil" && args[portAt + 1] === String(port)) return Number(entry);
  }
  throw new Error(`no anvil on port ${port}`);
}
