import { recoverMessageAddress, type Chain } from "viem";
import { describe, expect, it, vi } from "vitest";
import { createStorage } from "wagmi";
import { ANVIL_ACCOUNT_ADDRESSES } from "@meshlink/domain/constants/anvil-accounts";
import { demoWalletConnector } from "@/lib/wallet/demo-wallet-connector";
import { localChain } from "@/lib/wallet/local-chain";

function setUp(index: number) {
  const storage = createStorage({ storage: window.localStorage });
  const chains: [Chain] = [localChain()];
  const connector = demoWalletConnector(
    index,
    "http://127.0.0.1:8545",
  )({
    chains,
    // The connector only emits "disconnect"; nothing here listens.
    emitter: { emit: vi.fn() } as never,
    storage,
  });
  return { connector, storage };
}

describe("demoWalletConnector", () => {
  it("connects to anvil's test account on chain 31337 and remembers it for a reload", async () => {
    const { connector } = setUp(4);
    expect(await connector.isAuthorized()).toBe(false);
    expect(await connector.connect()).toEqual({ accounts: [ANVIL_ACCOUNT_ADDRESSES[4]], chainId: 31337 });
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
});
