import { ZActivityHistory } from "@meshlink/domain/activity.types";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../testing/build-test-app.ts";
import { startTestChain, type TestChain } from "../testing/start-test-chain.ts";
import { storeActor } from "../testing/store-actor.ts";

describe("GET /api/activity with the indexer following a local chain", () => {
  let chain: TestChain;
  let app: FastifyInstance;
  beforeAll(async () => {
    chain = await startTestChain();
    app = await buildTestApp({ INDEXER_POLL_MS: "100" }, { chains: [chain.connection], runIndexer: true });
  });
  afterAll(async () => {
    await app?.close();
    await chain?.dispose();
  });

  const history = async (url: string) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    return ZActivityHistory.parse(response.json<{ data: unknown }>().data);
  };

  it("shows a mint once its block is indexed, then pages the history newest first", async () => {
    const creator = storeActor(chain.connection, chain.accounts[0]!);
    const art = (await creator.createCollection("Art", 1)).toLowerCase();
    const tokenId = await creator.createNFT(art as `0x${string}`, 1n);
    const mined = performance.now();
    const url = `/api/activity?address=${art}&tokenId=${tokenId}`;
    let page = await history(url);
    while (page.data.length === 0 && performance.now() - mined < 30_000) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      page = await history(url);
    }
    const freshnessMs = performance.now() - mined;
    expect(page.data.map((row) => row.event)).toEqual(["Minted"]);
    if (process.env.REPORT_FRESHNESS)
      console.info(`activity visible ${Math.round(freshnessMs)} ms after the receipt`);

    await creator.listForSale(art as `0x${string}`, tokenId, 1n, 900);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const first = await history(`${url}&perPage=1`);
    expect(first.data).toMatchObject([{ event: "Listed", price: 900 }]);
    expect(first.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(first.data[0]?.txUrl).toBeNull(); // the local chain has no explorer
    const second = await history(`${url}&perPage=1&cursor=${first.nextCursor}`);
    expect(second).toMatchObject({ nextCursor: null });
    expect(second.data).toEqual([
      expect.objectContaining({ event: "Minted", from: null, to: chain.accounts[0]!.toLowerCase() }),
    ]);
  });

  it("GET /api/chain/transactions/:txHash says when a transaction is indexed, from the chain's receipt", async () => {
    const creator = storeActor(chain.connection, chain.accounts[1]!);
    const receipt = await creator.write("createCollection", ["Studio", "STU", 1]);
    const url = `/api/chain/transactions/${receipt.transactionHash}`;
    await expect
      .poll(
        async () =>
          (await app.inject({ method: "GET", url })).json<{ data: { status: string } }>().data.status,
      )
      .toBe("indexed");
    const unknown = await app.inject({ method: "GET", url: `/api/chain/transactions/0x${"ab".repeat(32)}` });
    expect(unknown.json()).toMatchObject({ data: { status: "pending", blockNumber: null } });
  });

  it("serves the linked tokens' activity and the fee history of an integrated original", async () => {
    const [creatorAddress, studioAddress] = [chain.accounts[2]!, chain.accounts[3]!];
    const creator = storeActor(chain.connection, creatorAddress);
    const studio = storeActor(chain.connection, studioAddress);
    const art = await creator.createCollection("Original", 1);
    const game = await studio.createCollection("Game", 1);
    const tokenId = await creator.createNFT(art, 1n);
    const listingId = await creator.listForSale(art, tokenId, 2n, 700);
    await creator.write("editListings", [listingId, 0n, creatorAddress, 1200] as never);
    await creator.write("approveListing", [listingId, studioAddress]);
    const executed = await studio.write("executeListing", [listingId, game]);
    const query = `address=${art.toLowerCase()}&tokenId=${tokenId}`;
    await expect
      .poll(async () => {
        const url = `/api/chain/transactions/${executed.transactionHash}`;
        return (await app.inject({ method: "GET", url })).json<{ data: { status: string } }>().data.status;
      })
      .toBe("indexed");

    const connected = (await app.inject({ method: "GET", url: `/api/activity/connected?${query}` })).json<{
      data: { data: { event: string; address: string; to: string }[]; nextCursor: string | null };
    }>().data;
    expect(connected.nextCursor).toBeNull();
    expect(connected.data).toHaveLength(1);
    expect(connected.data[0]).toMatchObject({
      event: "Minted",
      address: game.toLowerCase(),
      to: studioAddress.toLowerCase(),
    });
    const prices = (await app.inject({ method: "GET", url: `/api/activity/price-history?${query}` })).json<{
      data: { data: { price: number }[] };
    }>().data;
    expect(prices.data.map((point) => point.price)).toEqual([700, 1200]);
    const own = await history(`/api/activity?${query}`);
    expect(own.data.map((row) => row.event)).toEqual(["Bought", "Updated", "Listed", "Minted"]);
  });

  it("answers an empty page for a token without activity and rejects a bad address", async () => {
    const empty = await history("/api/activity?address=0x0000000000000000000000000000000000000001&tokenId=1");
    expect(empty).toEqual({ data: [], nextCursor: null });
    const bad = await app.inject({ method: "GET", url: "/api/activity?address=nope&tokenId=1" });
    expect(bad.statusCode).toBe(400);
  });
});
