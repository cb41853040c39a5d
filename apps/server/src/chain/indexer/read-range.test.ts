import type { PublicClient } from "viem";
import { describe, expect, it } from "vitest";
import type { ChainConnection } from "../chain-connection.ts";
import { prefetchRange, takePrefetched } from "./read-range.ts";

const hashOf = (n: bigint) => `0x${n.toString(16).padStart(64, "0")}`;

// A node with no logs in any range, or one whose eth_getLogs fails.
function fakeChain(getLogs: () => Promise<unknown[]> = () => Promise.resolve([])): ChainConnection {
  const client = {
    getBlock: ({ blockNumber }: { blockNumber: bigint }) => Promise.resolve({ hash: hashOf(blockNumber) }),
    request: getLogs,
  } as unknown as PublicClient;
  return {
    chainId: 31337,
    rpcUrl: "http://fake",
    client,
    storeAddress: "0x00000000000000000000000000000000000000aa",
  };
}

describe("prefetched ranges", () => {
  it("are handed out once, only for the next block and the collections they were read for", async () => {
    const chain = fakeChain();
    prefetchRange(chain, { from: 11, to: 20, collections: ["0xa"] });
    expect(await takePrefetched(chain, 12, ["0xa"])).toBeUndefined();
    // Asked for another block, the guess is stale and dropped.
    expect(await takePrefetched(chain, 11, ["0xa"])).toBeUndefined();
    prefetchRange(chain, { from: 11, to: 20, collections: ["0xa"] });
    expect(await takePrefetched(chain, 11, ["0xa", "0xb"])).toBeUndefined();

    prefetchRange(chain, { from: 11, to: 20, collections: ["0xa", "0xb"] });
    const range = await takePrefetched(chain, 11, ["0xb"]);
    expect(range).toMatchObject({ from: 11, to: 20, endHash: hashOf(20n), events: [] });
    expect(await takePrefetched(chain, 11, ["0xb"])).toBeUndefined();
  });

  it("that failed are read again by the caller instead of failing the step", async () => {
    const chain = fakeChain(() => Promise.reject(new Error("node down")));
    prefetchRange(chain, { from: 11, to: 11, collections: [] });
    expect(await takePrefetched(chain, 11, [])).toBeUndefined();
  });
});
