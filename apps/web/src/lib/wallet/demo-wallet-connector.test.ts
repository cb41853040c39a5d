import { LOCAL_CHAIN_ID, SEI_TESTNET_CHAIN_ID } from "@meshlink/domain/chains";
import { recoverMessageAddress, type Chain } from "viem";
import { describe, expect, it, vi } from "vitest";
import { createStorage } from "wagmi";
import { ANVIL_ACCOUNT_ADDRESSES } from "@meshlink/domain/constants/anvil-accounts";
import { demoWalletConnector } from "@/lib/wallet/demo-wallet-connector";
import { walletChains } from "@/lib/wallet/wallet-chains";
import { servedChains } from "@/test/create-fixtures";

function setUp(index: number) {
  const storage = createStorage({ storage: window.localStorage });
  const { localChains } = walletChains(servedChains());
  const chains = localChains as [Chain, ...Chain[]];
  const emit = vi.fn();
  const connector = demoWalletConnector(
    index,
    chains,
  )({
    chains,
    emitter: { emit } as never,
    storage,
  });
  return { connector, storage, emit };
}

describe("demoWalletConnector", () => {
  it("connects to anvil's test account on the first local chain and remembers it for a reload", async () => {
    const { connector } = setUp(4);
    expect(await connector.isAuthorized()).toBe(false);
    expect(await connector.connect()).toEqual({
      accounts: [ANVIL_ACCOUNT_ADDRESSES[4]],
      chainId: LOCAL_CHAIN_ID,
    });
    expect(await connector.isAuthorized()).toBe(true);
    await connector.disconnect();
    expect(await connector.isAuthorized()).toBe(false);
  });

  it("signs messages in the page with the account's own key", async () => {
    const { connector } = setUp(1);
    const provider = await connector.getProvider();
    const message = "Sign in to MeshLink with your wallet.";
    const raw = `0x${Buffer.from(message).toString("hex")}`;
    const signature = (await provider.request({
      method: "personal_sign",
      params: [raw, ANVIL_ACCOUNT_ADDRESSES[1]],
    })) as `0x${string}`;
    expect(await recoverMessageAddress({ message, signature })).toBe(ANVIL_ACCOUNT_ADDRESSES[1]);
    expect(await provider.request({ method: "eth_chainId" })).toBe("0x7a69");
  });

  it("switches between the local chains, each sending to its own node, and refuses any other", async () => {
    const { connector, emit } = setUp(2);
    await connector.connect();
    const sei = await connector.switchChain!({ chainId: SEI_TESTNET_CHAIN_ID });
    expect(sei.id).toBe(SEI_TESTNET_CHAIN_ID);
    expect(emit).toHaveBeenCalledWith("change", { chainId: SEI_TESTNET_CHAIN_ID });
    expect(await connector.getChainId()).toBe(SEI_TESTNET_CHAIN_ID);
    expect(await (await connector.getProvider()).request({ method: "eth_chainId" })).toBe("0x530");
    const client = await connector.getClient!();
    expect(client.chain?.id).toBe(SEI_TESTNET_CHAIN_ID);
    expect(client.transport.url).toBe("http://127.0.0.1:8546");

    await expect(connector.switchChain!({ chainId: 11155111 })).rejects.toThrow();
    expect(await connector.getChainId()).toBe(SEI_TESTNET_CHAIN_ID);
  });
});
