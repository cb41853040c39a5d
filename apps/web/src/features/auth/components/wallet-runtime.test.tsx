import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, waitFor } from "@testing-library/react";
import type { Address } from "viem";
import { foundry } from "viem/chains";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createConfig, createConnector, http } from "wagmi";
import { getAccount } from "wagmi/actions";
import { ConfiguredWalletRuntime } from "@/features/auth/components/wallet-runtime";
import type { WalletControls } from "@/features/auth/hooks/use-sign-in-outcome";

const flow = vi.hoisted(() => ({ signInWithWallet: vi.fn() }));
vi.mock("@/features/auth/sign-in-flow", () => flow);

const WALLET: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

// A wallet that already approved the site, so the runtime's mount reconnects it silently.
const approvedWallet = createConnector(() => ({
  id: "approved",
  name: "Approved wallet",
  type: "injected",
  connect: () => Promise.resolve({ accounts: [WALLET], chainId: foundry.id } as never),
  disconnect: () => Promise.resolve(),
  getAccounts: () => Promise.resolve([WALLET]),
  getChainId: () => Promise.resolve(foundry.id),
  getProvider: () => Promise.resolve({}),
  isAuthorized: () => Promise.resolve(true),
  onAccountsChanged() {},
  onChainChanged() {},
  onDisconnect() {},
}));

afterEach(() => localStorage.clear());

// The real WagmiProvider, RainbowKit and bridge: each render of the provider would empty wagmi's
// connections while its status stays "connected".
describe("WalletRuntime", () => {
  it("keeps the wallet connected when it renders again with a new theme or Connect Wallet press", async () => {
    const config = createConfig({
      chains: [foundry],
      connectors: [approvedWallet],
      transports: { [foundry.id]: http() },
    });
    const queryClient = new QueryClient();
    const controls = { current: null as WalletControls | null };
    const tree = (theme: "light" | "dark", connectRequest: number) => (
      <QueryClientProvider client={queryClient}>
        <ConfiguredWalletRuntime
          config={config}
          theme={theme}
          connectRequest={connectRequest}
          onOutcome={() => {}}
          onAccountChanged={() => Promise.resolve()}
          controlsRef={controls}
        />
      </QueryClientProvider>
    );
    const view = render(tree("light", 0));
    await waitFor(() => expect(getAccount(config)).toMatchObject({ status: "connected", address: WALLET }));

    view.rerender(tree("dark", 0));
    view.rerender(tree("dark", 0));
    expect(config.state.connections.size).toBe(1);
    expect(getAccount(config)).toMatchObject({ status: "connected", address: WALLET });
    expect(flow.signInWithWallet).not.toHaveBeenCalled();

    // The press signs in with the connection that survived, which a re-rendered provider would drop.
    view.rerender(tree("dark", 1));
    await waitFor(() =>
      expect(flow.signInWithWallet).toHaveBeenCalledWith(expect.objectContaining({ address: WALLET })),
    );
    expect(config.state.connections.size).toBe(1);
    expect(getAccount(config)).toMatchObject({ status: "connected", address: WALLET });
  });
});
