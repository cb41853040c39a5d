import { describe, expect, it } from "vitest";
import { CHAINS, EVM_CHAINS, LOCAL_CHAIN_ID, ZChain, explorerLink, findChain } from "./chains.ts";

describe("chain registry", () => {
  it("lists the spec's chains plus the local chain, each a valid entry", () => {
    expect(CHAINS.map((chain) => chain.key)).toEqual([
      "ethereum",
      "polygon",
      "polygon-zkevm",
      "everscale",
      "immutable-zkevm",
      "sei",
      "local",
    ]);
    for (const chain of CHAINS) expect(ZChain.parse(chain)).toEqual(chain);
  });

  it("names Everscale by its network, with no EVM chain id for findChain to match", () => {
    expect(CHAINS.find((chain) => chain.key === "everscale")).toMatchObject({
      family: "everscale",
      network: { test: "testnet", production: "mainnet" },
    });
    expect(EVM_CHAINS.map((chain) => chain.key)).not.toContain("everscale");
    expect(findChain(42)).toBeUndefined();
  });

  it("finds a chain by its test or production id", () => {
    expect(findChain(1)?.name).toBe("Ethereum");
    expect(findChain(11155111)?.name).toBe("Ethereum");
    expect(findChain(1328)?.name).toBe("Sei");
    expect(findChain(LOCAL_CHAIN_ID)?.symbol).toBe("ETH");
    expect(findChain(5)).toBeUndefined();
  });

  it("builds explorer links per mode, keeping query strings", () => {
    expect(explorerLink(137, "production", "tx/0xabc")).toBe("https://polygonscan.com/tx/0xabc");
    expect(explorerLink(1328, "test", "address/0x1")).toBe(
      "https://seitrace.com/address/0x1?chain=atlantic-2",
    );
    expect(explorerLink(LOCAL_CHAIN_ID, "test", "tx/0x1")).toBeUndefined();
    expect(explorerLink(5, "test", "tx/0x1")).toBeUndefined();
  });
});
