import { LOCAL_CHAIN_ID, SEI_TESTNET_CHAIN_ID } from "@meshlink/domain/chains";
import { describe, expect, it } from "vitest";
import { storeChainsOf } from "@/lib/store-chains";
import { servedChains, STORE_ADDRESS } from "@/test/create-fixtures";

describe("storeChainsOf", () => {
  it("keeps the live chains with their Store, the server's default chain first", () => {
    expect(storeChainsOf(servedChains({}, SEI_TESTNET_CHAIN_ID))).toEqual([
      { chainId: SEI_TESTNET_CHAIN_ID, name: "Sei", storeAddress: STORE_ADDRESS },
      { chainId: LOCAL_CHAIN_ID, name: "Local", storeAddress: STORE_ADDRESS },
    ]);
  });

  it("leaves out a chain that is coming soon, and one without a Store address", () => {
    const served = servedChains({ sei: { live: false, storeAddress: null }, local: { storeAddress: null } });
    expect(storeChainsOf(served)).toEqual([]);
    expect(storeChainsOf(null)).toEqual([]);
  });
});
