import { LOCAL_CHAIN_ID, SEI_TESTNET_CHAIN_ID } from "@meshlink/domain/chains";
import { describe, expect, it, vi } from "vitest";
import { appWalletConfig } from "@/lib/wallet/app-wallet-config";
import type { WalletChains } from "@/lib/wallet/wallet-chains";
import { servedChains } from "@/test/create-fixtures";

const served = vi.hoisted(() => ({ fetchServedChains: vi.fn() }));
vi.mock("@/lib/wallet/served-chains", () => served);
const demo = vi.hoisted(() => ({ fetchDemoAccounts: vi.fn() }));
vi.mock("@/lib/wallet/demo-accounts", () => demo);
vi.mock("@/lib/wallet/wallet-config", () => ({
  createWalletConfig: (chains: WalletChains, demoAccounts: unknown[]) => ({
    chainIds: chains.chains.map((chain) => chain.id),
    demoAccounts,
  }),
}));

const ADA = { index: 5, address: "0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc", user: null };

describe("appWalletConfig", () => {
  it("asks the server again after a failed load, then keeps the served config", async () => {
    served.fetchServedChains.mockResolvedValueOnce(null).mockResolvedValueOnce(null);
    const fallback = await appWalletConfig();
    expect((fallback as unknown as { chainIds: number[] }).chainIds).not.toContain(LOCAL_CHAIN_ID);
    // Still failing: the same fallback config, so a connection made on it stays usable.
    expect(await appWalletConfig()).toBe(fallback);
    expect(served.fetchServedChains).toHaveBeenCalledTimes(2);

    served.fetchServedChains.mockResolvedValueOnce(servedChains());
    demo.fetchDemoAccounts.mockResolvedValueOnce([ADA]);
    const config = await appWalletConfig();
    // On the chains the server runs locally the Demo wallet offers the accounts the server lists.
    expect(config).toMatchObject({ chainIds: [LOCAL_CHAIN_ID, SEI_TESTNET_CHAIN_ID], demoAccounts: [ADA] });
    expect(await appWalletConfig()).toBe(config);
    expect(served.fetchServedChains).toHaveBeenCalledTimes(3);
    expect(demo.fetchDemoAccounts).toHaveBeenCalledOnce();
  });
});
