import type { DemoAccount } from "@meshlink/domain/auth/demo-accounts.types";
import { connectorsForWallets, type WalletList } from "@rainbow-me/rainbowkit";
import { injectedWallet, walletConnectWallet } from "@rainbow-me/rainbowkit/wallets";
import { createConfig, http } from "wagmi";
import { demoWallets } from "@/lib/wallet/demo-wallets";
import type { WalletChains } from "@/lib/wallet/wallet-chains";

// The generic entry only when a wallet injected window.ethereum; EIP-6963 wallets list themselves.
const browserWallet = () => ({ ...injectedWallet(), hidden: () => !("ethereum" in window) });

const walletConnectProjectId = import.meta.env.VITE_WALLETCONNECT_PROJECT_ID as string | undefined;

/**
 * wagmi config: any injected wallet (EIP-6963 discovery lists each extension by name), WalletConnect
 * only with a project id, and the Demo wallet's accounts only on the chains the server runs locally.
 */
export function createWalletConfig(
  { chains, localChains }: WalletChains,
  demoAccounts: readonly DemoAccount[] = [],
) {
  const walletList: WalletList = [
    {
      groupName: "Browser wallets",
      wallets: walletConnectProjectId ? [browserWallet, walletConnectWallet] : [browserWallet],
    },
  ];
  const [firstLocal, ...otherLocal] = localChains;
  if (firstLocal && demoAccounts.length > 0) {
    const wallets = demoWallets([firstLocal, ...otherLocal], demoAccounts);
    walletList.push({ groupName: "Demo wallet (local chain only)", wallets });
  }

  const connectors = connectorsForWallets(walletList, {
    appName: "MeshLink",
    projectId: walletConnectProjectId ?? "",
  });
  return createConfig({
    chains,
    connectors,
    multiInjectedProviderDiscovery: true,
    transports: Object.fromEntries(chains.map((chain) => [chain.id, http()])),
  });
}
