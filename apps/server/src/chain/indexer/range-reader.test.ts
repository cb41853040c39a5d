import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestChain, type TestChain } from "../../testing/start-test-chain.ts";
import { storeActor } from "../../testing/store-actor.ts";
import { connectChain } from "../chain-connection.ts";
import { type ChainReader, openChainReader } from "./chain-reader.ts";
import { startRangeReader } from "./range-reader.ts";

describe("range reader thread", () => {
  let chain: TestChain;
  let threaded: ChainReader;
  beforeAll(async () => {
    chain = await startTestChain();
    const creator = storeActor(chain.connection, chain.accounts[0]!);
    const multi = await creator.createCollection("Multi", 2);
    for (let i = 0; i < 3; i++) await creator.createNFT(multi, 5n);
    const connection = connectChain({
      chainId: chain.chainId,
      rpcUrls: [chain.rpcUrl],
      storeAddress: chain.storeAddress,
    });
    threaded = openChainReader(connection, { thread: true });
  }, 180_000);
  afterAll(async () => {
    await threaded?.close();
    await chain?.dispose();
  });

  it("reads a range to exactly what this thread reads", { timeout: 180_000 }, async () => {
    const head = Number(await chain.connection.client.getBlockNumber({ cacheTime: 0 }));
    const input = { from: 0, to: head, collections: [] };

    const there = await threaded.readRange(input);
    const here = await openChainReader(chain.connection).readRange(input);

    expect(there).toEqual(here);
    // The Store's CollectionCreated, then three mints of its collection found in the same range.
    expect(there.writes.events).toBe(4);
    expect(there.writes.transfers.rows).toBe(3);
  });

  it("starts again after close, and reports a read that failed", { timeout: 180_000 }, async () => {
    await threaded.close();
    const head = Number(await chain.connection.client.getBlockNumber({ cacheTime: 0 }));
    expect((await threaded.readRange({ from: 0, to: head, collections: [] })).writes.events).toBe(4);

    const dead = startRangeReader({
      chainId: 31337,
      rpcUrl: "http://127.0.0.1:9",
      storeAddress: chain.storeAddress,
      httpOptions: { retryCount: 0, timeout: 2_000 },
    });
    try {
      await expect(dead.read({ from: 0, to: 0, collections: [] })).rejects.toThrow(
        /eth_getBlockByNumber at 127\.0\.0\.1:9: connect ECONNREFUSED/,
      );
    } finally {
      await dead.close();
    }
  });
});
