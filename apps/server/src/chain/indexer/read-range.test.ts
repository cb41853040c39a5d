import type { PublicClient } from "viem";
import { describe, expect, it } from "vitest";
import type { ChainConnection } from "../chain-connection.ts";
import { type ChainReader, openChainReader } from "./chain-reader.ts";
import { prefetchAfter, takePrefetched } from "./read-range.ts";

const hashOf = (n: bigint) => `0x${n.toString(16).padStart(64, "0")}`;

// A node with no logs in any range, or one whose eth_getLogs fails; block n's hash is n.
function fakeChain(getLogs: () => Promise<unknown[]> = () => Promise.resolve([])): ChainReader {
  const rpc = (method: string, params: unknown[]) =>
    method === "eth_getLogs" ? getLogs() : Promise.resolve({ hash: hashOf(BigInt(params[0] as string)) });
  const chain: ChainConnection = {
    chainId: 31337,
    name: "Local",
    indexer: { batchBlocks: 2000 },
    rpcUrl: "http://fake",
    client: {} as PublicClient,
    storeAddress: "0x00000000000000000000000000000000000000aa",
  };
  return openChainReader(chain, { rpc });
}

// Reads start with a block header; their eth_getLogs follows a few microtasks later.
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

// Ranges of 10 blocks after block 10; `depth` of them, the chain safe up to block 40.
const ahead = (chain: ChainReader, collections: string[], depth = 1) =>
  prefetchAfter(chain, { after: 10, safe: 40, batchBlocks: 10, depth, collections });

describe("prefetched ranges", () => {
  it("are handed out once, only for the next block and the collections they were read for", async () => {
    const chain = fakeChain();
    ahead(chain, ["0xa"]);
    expect(await takePrefetched(chain, 12, ["0xa"])).toBeUndefined();
    // Asked for another block, the guess is stale and dropped.
    expect(await takePrefetched(chain, 11, ["0xa"])).toBeUndefined();
    ahead(chain, ["0xa"]);
    expect(await takePrefetched(chain, 11, ["0xa", "0xb"])).toBeUndefined();

    ahead(chain, ["0xa", "0xb"]);
    const range = await takePrefetched(chain, 11, ["0xb"]);
    expect(range).toMatchObject({ from: 11, to: 20, endHash: hashOf(20n), writes: { events: 0 } });
    expect(await takePrefetched(chain, 11, ["0xb"])).toBeUndefined();
  });

  it("run several ranges ahead, each kept for its own step and read once", async () => {
    let reads = 0;
    const chain = fakeChain(() => {
      reads += 1;
      return Promise.resolve([]);
    });
    ahead(chain, ["0xa"], 2);
    // The next step asks again from one range further; the range already read is not read again.
    expect(await takePrefetched(chain, 11, ["0xa"])).toMatchObject({ from: 11, to: 20 });
    prefetchAfter(chain, { after: 20, safe: 40, batchBlocks: 10, depth: 2, collections: ["0xa"] });
    await settled();
    expect(reads).toBe(3);
    expect(await takePrefetched(chain, 21, ["0xa"])).toMatchObject({ from: 21, to: 30 });
    expect(await takePrefetched(chain, 31, ["0xa"])).toMatchObject({ from: 31, to: 40 });
    // Nothing past the safe block is read.
    prefetchAfter(chain, { after: 40, safe: 40, batchBlocks: 10, depth: 2, collections: ["0xa"] });
    await settled();
    expect(reads).toBe(3);
  });

  it("that failed are read again by the caller instead of failing the step", async () => {
    const chain = fakeChain(() => Promise.reject(new Error("node down")));
    ahead(chain, []);
    expect(await takePrefetched(chain, 11, [])).toBeUndefined();
  });
});
