import type { Wallet } from "@rainbow-me/rainbowkit";
import type { Chain } from "viem";
import { createConnector } from "wagmi";
import type { DemoAccount } from "@meshlink/domain/auth/demo-accounts.types";
import { ANVIL_ACCOUNT_ADDRESSES } from "@meshlink/domain/constants/anvil-accounts";
import { demoWalletConnector } from "@/lib/wallet/demo-wallet-connector";

const icon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><rect width="28" height="28" rx="6" fill="#4f46e5"/><path d="M7 10h14v10H7zM7 10l2-3h10l2 3M17 15h2" fill="none" stroke="#fff" stroke-width="1.8" stroke-linejoin="round"/></svg>',
)}`;

/**
 * What a Demo wallet entry says: who signs in with it (the seeded creators and studios, or whoever
 * registered the account since), else that it is a fresh account, numbered as anvil's and shortened.
 */
export function demoAccountLabel({ index, user }: DemoAccount): string {
  if (user) return `${user.name} · ${user.type}`;
  const address = ANVIL_ACCOUNT_ADDRESSES[index] ?? "";
  return `New account ${index + 1} · ${address.slice(0, 6)}…`;
}

/** The Demo wallet's accounts as RainbowKit wallets: one button per served anvil account, on the local chains. */
export function demoWallets(chains: readonly [Chain, ...Chain[]], accounts: readonly DemoAccount[]) {
  return accounts.map((account) => (): Wallet => ({
    id: `meshlink-demo-${account.index}`,
    name: demoAccountLabel(account),
    shortName: account.user?.name ?? `Demo ${account.index + 1}`,
    iconUrl: icon,
    iconBackground: "#4f46e5",
    installed: true,
    createConnector: (walletDetails) =>
      createConnector((config) => ({
        ...demoWalletConnector(account.index, chains)(config),
        ...walletDetails,
      })),
  }));
}
