import { describe, expect, it } from "vitest";
import {
  CHAINS,
  LOCAL_CHAIN_ID,
  NoContractAddressError,
  ZChain,
  explorerLink,
  findChain,
  findStoreAddress,
  storeAddressFor,
} from "./chains.ts";

const local = "0xB253d2B02029F65BC23D0ec7432b2ac53301f27c";
const seiTestnet = "0x1111111111111111111111111111111111111111";
const seiMainnet = "0x2222222222222222222222222222222222222222";

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

  it("marks the Store as deployed only on Sei and the local chain", () => {
    expect(CHAINS.filter((chain) => chain.storeDeployed).map((chain) => chain.key)).toEqual(["sei", "local"]);
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

describe("store address by chain id", () => {
  const addresses = { local, seiTestnet, seiMainnet };

  it("uses the local deployment for 31337 and the given Sei addresses for 1328 and 1329", () => {
    expect(storeAddressFor(31337, addresses)).toBe(local.toLowerCase());
    expect(storeAddressFor(1328, addresses)).toBe(seiTestnet);
    expect(storeAddressFor(1329, addresses)).toBe(seiMainnet);
  });

  it("throws the spec's message for any other chain id or a missing address", () => {
    for (const chainId of [1, 137, 0, -1]) {
      expect(() => storeAddressFor(chainId, addresses)).toThrow(
        "No contract address found. Check .env for missing data",
      );
    }
    expect(() => storeAddressFor(1329, { local })).toThrow(NoContractAddressError);
    expect(findStoreAddress(1329, { local })).toBeUndefined();
  });

  it("rejects a malformed configured address", () => {
    expect(() => storeAddressFor(1328, { seiTestnet: "0x12" })).toThrow();
  });
});
