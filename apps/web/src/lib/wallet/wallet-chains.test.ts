import { LOCAL_CHAIN_ID, SEI_TESTNET_CHAIN_ID } from "@meshlink/domain/chains";
import { seiTestnet } from "viem/chains";
import { describe, expect, it } from "vitest";
import { walletChains } from "@/lib/wallet/wallet-chains";
import { servedChains } from "@/test/create-fixtures";

const ids = (chains: readonly { id: number }[]) => chains.map((chain) => chain.id);

describe("walletChains", () => {
  it("offers every live chain, the default first, each the server runs at its served URL", () => {
    const { chains, localChains } = walletChains(servedChains());
    expect(ids(chains)).toEqual([LOCAL_CHAIN_ID, SEI_TESTNET_CHAIN_ID]);
    expect(chains[0].rpcUrls.default.http).toEqual(["http://127.0.0.1:8545"]);
    // Sei's testnet id on a local anvil: viem's definition, sending to the anvil and not to Sei.
    const sei = chains[1]!;
    expect(sei).toMatchObject({ name: seiTestnet.name, nativeCurrency: seiTestnet.nativeCurrency });
    expect(sei.rpcUrls.default.http).toEqual(["http://127.0.0.1:8546"]);
    expect(sei.blockExplorers).toBeUndefined();
    // The Demo wallet works on both.
    expect(ids(localChains)).toEqual([LOCAL_CHAIN_ID, SEI_TESTNET_CHAIN_ID]);
  });

  it("puts the server's default chain first", () => {
    expect(ids(walletChains(servedChains({}, SEI_TESTNET_CHAIN_ID)).chains)).toEqual([
      SEI_TESTNET_CHAIN_ID,
      LOCAL_CHAIN_ID,
    ]);
  });

  it("uses a public chain's own RPC and offers no Demo wallet where nothing runs locally", () => {
    const served = servedChains(
      {
        local: { live: false, storeAddress: null, rpcUrl: undefined },
        sei: { rpcUrl: undefined, explorerUrl: "https://seitrace.com/?chain=atlantic-2" },
      },
      SEI_TESTNET_CHAIN_ID,
    );
    const { chains, localChains } = walletChains(served);
    expect(chains).toEqual([seiTestnet]);
    expect(localChains).toEqual([]);
  });

  it("never offers a chain that is coming soon", () => {
    const { chains } = walletChains(servedChains());
    expect(ids(chains)).not.toContain(11155111);
    expect(ids(chains)).not.toContain(80002);
  });

  it("offers the public chains without the Demo wallet when the server cannot say", () => {
    const { chains, localChains } = walletChains(null);
    expect(ids(chains)).toEqual(expect.arrayContaining([11155111, 80002, SEI_TESTNET_CHAIN_ID]));
    expect(ids(chains)).not.toContain(LOCAL_CHAIN_ID);
    expect(localChains).toEqual([]);
  });
});
