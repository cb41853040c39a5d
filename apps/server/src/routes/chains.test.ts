import { localDeployment } from "@meshlink/contracts/generated";
import { ZChainsResponse } from "@meshlink/domain/chains-api.types";
import { ZHealth } from "@meshlink/domain/health.types";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestChain, type TestChain } from "../testing/start-test-chain.ts";
import { buildTestApp } from "../testing/build-test-app.ts";

const store = localDeployment.storeAddress.toLowerCase();

describe("chain routes on two real local chains", () => {
  let local: TestChain;
  let sei: TestChain;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    [local, sei] = await Promise.all([startTestChain(), startTestChain(undefined, { chainId: 1328 })]);
  });
  afterAll(() => Promise.all([local?.dispose(), sei?.dispose()]));
  afterEach(() => app?.close());

  const health = async () => {
    const response = await app!.inject({ method: "GET", url: "/api/health" });
    return {
      statusCode: response.statusCode,
      health: ZHealth.parse(response.json<{ data: unknown }>().data),
    };
  };

  it("GET /api/health reports each chain's id, head block and deployed Store", async () => {
    app = await buildTestApp({}, { chains: [local.connection, sei.connection] });

    const { statusCode, health: body } = await health();

    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ ok: true, status: "ok" });
    expect(body.chains.map((entry) => [entry.chainId, entry.ok])).toEqual([
      [31337, true],
      [1328, true],
    ]);
    for (const entry of body.chains) {
      expect(entry.chain).toMatchObject({ ok: true, storeAddress: store, storeDeployed: true });
      expect(entry.chain.blockNumber).toBeGreaterThanOrEqual(1);
    }
  });

  it("GET /api/chains: followed chains live with their Store, fee and local RPC URL; the rest coming soon", async () => {
    app = await buildTestApp({}, { chains: [local.connection, sei.connection] });

    const response = await app.inject({ method: "GET", url: "/api/chains" });

    expect(response.statusCode).toBe(200);
    const body = ZChainsResponse.parse(response.json<{ data: unknown }>().data);
    expect(body).toMatchObject({ mode: "test", defaultChainId: 31337 });
    const byKey = new Map(body.chains.map((entry) => [entry.key, entry]));
    expect(byKey.get("local")).toMatchObject({
      live: true,
      storeAddress: store,
      platformFeeBps: 250,
      rpcUrl: local.rpcUrl,
    });
    expect(byKey.get("sei")).toMatchObject({
      activeChainId: 1328,
      live: true,
      storeAddress: store,
      platformFeeBps: 250,
      rpcUrl: sei.rpcUrl,
      // The local anvil that plays Sei's id has no page on Sei's explorer.
      explorerUrl: "",
    });
    expect(byKey.get("ethereum")).toMatchObject({
      activeChainId: 11155111,
      explorerUrl: "https://sepolia.etherscan.io",
      live: false,
      storeAddress: null,
      platformFeeBps: null,
    });
    expect(byKey.get("ethereum")).not.toHaveProperty("rpcUrl");
    expect(byKey.get("everscale")).toMatchObject({ family: "everscale", activeChainId: null, live: false });
  });

  it("GET /api/chains in production mode picks production chain ids and answers without a chain", async () => {
    app = await buildTestApp({ CHAIN_MODE: "production" });

    const response = await app.inject({ method: "GET", url: "/api/chains" });

    const body = ZChainsResponse.parse(response.json<{ data: unknown }>().data);
    expect(body).toMatchObject({ mode: "production", defaultChainId: null });
    expect(body.chains.every((entry) => !entry.live)).toBe(true);
    expect(body.chains.find((entry) => entry.key === "sei")).toMatchObject({
      activeChainId: 1329,
      storeAddress: null,
    });
  });

  it("keeps the deployment across a restart of the chain", async () => {
    const dataDir = `${local.dataDir}-restart`;
    const first = await startTestChain(dataDir);
    expect(first.deployedNow).toBe(true);
    await first.stop();
    const second = await startTestChain(dataDir);
    try {
      expect(second.deployedNow).toBe(false);
      app = await buildTestApp({}, { chains: [second.connection] });
      expect((await health()).health.chains[0]?.chain).toMatchObject({ ok: true, storeDeployed: true });
    } finally {
      await second.dispose();
    }
  });

  it("reports a lone unreachable chain as unavailable (503)", async () => {
    const gone = await startTestChain();
    await gone.dispose();
    app = await buildTestApp({}, { chains: [gone.connection] });

    const { statusCode, health: body } = await health();

    expect(statusCode).toBe(503);
    expect(body).toMatchObject({ ok: false, status: "unavailable" });
    expect(body.chains[0]).toMatchObject({ chainId: 31337, ok: false, chain: { ok: false } });
  });

  it("names a dead chain as degraded beside a live one (200), and /api/chains still answers for both", async () => {
    const gone = await startTestChain();
    await gone.dispose();
    app = await buildTestApp({}, { chains: [gone.connection, sei.connection] });

    const { statusCode, health: body } = await health();
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ ok: false, status: "degraded" });
    expect(body.chains.map((entry) => [entry.chainId, entry.ok])).toEqual([
      [31337, false],
      [1328, true],
    ]);

    const response = await app.inject({ method: "GET", url: "/api/chains" });
    expect(response.statusCode).toBe(200);
    const byKey = new Map(
      ZChainsResponse.parse(response.json<{ data: unknown }>().data).chains.map((entry) => [
        entry.key,
        entry,
      ]),
    );
    expect(byKey.get("local")).toMatchObject({ live: true, platformFeeBps: null });
    expect(byKey.get("sei")).toMatchObject({ live: true, platformFeeBps: 250 });
  });
});
