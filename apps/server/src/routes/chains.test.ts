import { localDeployment } from "@meshlink/contracts/generated";
import { ZChainsResponse } from "@meshlink/domain/chains-api.types";
import { ZHealth } from "@meshlink/domain/health.types";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestChain, type TestChain } from "../testing/start-test-chain.ts";
import { buildTestApp } from "../testing/build-test-app.ts";

describe("chain routes on a real local chain", () => {
  let chain: TestChain;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    chain = await startTestChain();
  });
  afterAll(() => chain?.dispose());
  afterEach(() => app?.close());

  it("GET /api/health reports the chain id, head block and the deployed Store", async () => {
    app = await buildTestApp({}, { chain: chain.connection });

    const response = await app.inject({ method: "GET", url: "/api/health" });

    expect(response.statusCode).toBe(200);
    const health = ZHealth.parse(response.json<{ data: unknown }>().data);
    expect(health.chain).toMatchObject({
      ok: true,
      chainId: 31337,
      storeAddress: localDeployment.storeAddress.toLowerCase(),
      storeDeployed: true,
    });
    expect(health.chain?.blockNumber).toBeGreaterThanOrEqual(1);
  });

  it("GET /api/chains lists the registry with the local Store address, Sei's from config and the fee", async () => {
    const seiTestnet = "0x00000000000000000000000000000000000013a8";
    app = await buildTestApp({ SEI_TESTNET_STORE_ADDRESS: seiTestnet }, { chain: chain.connection });

    const response = await app.inject({ method: "GET", url: "/api/chains" });

    expect(response.statusCode).toBe(200);
    const body = ZChainsResponse.parse(response.json<{ data: unknown }>().data);
    expect(body).toMatchObject({ mode: "test", connectedChainId: 31337, platformFeeBps: 250 });
    const byKey = new Map(body.chains.map((entry) => [entry.key, entry]));
    expect(byKey.get("local")?.storeAddress).toBe(localDeployment.storeAddress.toLowerCase());
    expect(byKey.get("local")?.rpcUrl).toBe(chain.connection.rpcUrl);
    expect(byKey.get("sei")?.rpcUrl).toBeUndefined();
    expect(byKey.get("sei")).toMatchObject({ activeChainId: 1328, storeAddress: seiTestnet });
    expect(byKey.get("ethereum")).toMatchObject({ activeChainId: 11155111, storeAddress: null });
  });

  it("GET /api/chains in production mode picks production chain ids and answers without a chain", async () => {
    app = await buildTestApp({ CHAIN_MODE: "production" });

    const response = await app.inject({ method: "GET", url: "/api/chains" });

    const body = ZChainsResponse.parse(response.json<{ data: unknown }>().data);
    expect(body).toMatchObject({ mode: "production", connectedChainId: null, platformFeeBps: null });
    expect(body.chains.find((entry) => entry.key === "sei")).toMatchObject({
      activeChainId: 1329,
      storeAddress: null,
    });
  });

  it("keeps the deployment across a restart of the chain", async () => {
    const dataDir = `${chain.dataDir}-restart`;
    const first = await startTestChain(dataDir);
    expect(first.deployedNow).toBe(true);
    await first.stop();
    const second = await startTestChain(dataDir);
    try {
      expect(second.deployedNow).toBe(false);
      app = await buildTestApp({}, { chain: second.connection });
      const health = ZHealth.parse(
        (await app.inject({ method: "GET", url: "/api/health" })).json<{ data: unknown }>().data,
      );
      expect(health.chain).toMatchObject({ ok: true, storeDeployed: true });
    } finally {
      await second.dispose();
    }
  });

  it("reports an unreachable chain as not ok (503)", async () => {
    const gone = await startTestChain();
    await gone.dispose();
    app = await buildTestApp({}, { chain: gone.connection });

    const response = await app.inject({ method: "GET", url: "/api/health" });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ data: { chain: { ok: false, chainId: 31337 } } });
  });

  it("GET /api/chains answers 503 in the envelope while the chain is down, naming neither node nor call", async () => {
    const gone = await startTestChain();
    await gone.dispose();
    app = await buildTestApp({}, { chain: gone.connection });

    const response = await app.inject({ method: "GET", url: "/api/chains" });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: false,
      error: "The chain is not answering; try again shortly",
    });
    expect(response.body).not.toContain(gone.rpcUrl);
  });
});
