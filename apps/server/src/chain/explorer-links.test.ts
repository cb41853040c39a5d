import { describe, expect, it } from "vitest";
import { chainSet, connectChain } from "./chain-connection.ts";
import { txLinks } from "./explorer-links.ts";

const chain = (chainId: number, local: boolean) =>
  connectChain({ chainId, rpcUrls: ["http://127.0.0.1:1"], storeAddress: undefined, local });

describe("txLinks", () => {
  it("links a public chain's transaction to its explorer in the mode, and a local chain's nowhere", () => {
    const hash = `0x${"ab".repeat(32)}`;
    const followed = chainSet([chain(31337, true), chain(1328, true), chain(80002, false)]);
    const link = txLinks("test", followed);
    expect(link(80002, hash)).toBe(`https://amoy.polygonscan.com/tx/${hash}`);
    expect(link(1328, hash)).toBeUndefined();
    expect(link(31337, hash)).toBeUndefined();
    // A chain the server does not follow (rows of it may be stored) keeps its explorer.
    expect(txLinks("production", followed)(1329, hash)).toBe(`https://seitrace.com/tx/${hash}`);
  });
});
