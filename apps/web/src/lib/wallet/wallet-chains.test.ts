import { CHAINS, LOCAL_CHAIN_ID } from "@meshlink/domain/chains";
import { describe, expect, it } from "vitest";
import { walletChains } from "@/lib/wallet/wallet-chains";
import type { ServedChains } from "@/lib/wallet/served-chains";

function served(connectedChainId: number | null, extra: { rpcUrl?: string } = {}): ServedChains {
  return {
    mode: "test",
    connectedChainId,
    platformFeeBps: null,
    chains: CHAINS.map((chain) => ({
      ...chain,
      activeChainId: chain.chainId.test,
      storeAddress: null,
      ...(chain.key === "local" ? extra : {}),
    })),
  };
}

describe("walletChains", () => {
  it("offers the Demo wallet when the server runs on the local chain, which comes first", () => {
    const result = walletChains(served(LOCAL_CHAIN_ID));
    expect(result.localRpcUrl).toBe("http://127.0.0.1:8545");
    expect(result.chains[0].id).toBe(LOCAL_CHAIN_ID);
    expect(result.chains.map((chain) => chain.id)).toEqual(expect.arrayContaining([11155111, 1328]));
  });

  it("uses the local RPC URL the server serves", () => {
    expect(walletChains(served(LOCAL_CHAIN_ID, { rpcUrl: "http://127.0.0.1:8546" })).localRpcUrl).toBe(
      "http://127.0.0.1:8546",
    );
  });

  it("never offers the Demo wallet or the local chain when the server runs on another chain", () => {
    for (const result of [walletChains(served(1328)), walletChains(served(null)), walletChains(null)]) {
      expect(result.localRpcUrl).toBeNull();
      expect(result.chains.map((chain) => chain.id)).not.toContain(LOCAL_CHAIN_ID);
    }
    expect(walletChains(served(1328)).chains[0].id).toBe(1328);
  });
});
