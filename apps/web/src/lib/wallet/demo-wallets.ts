import type { Wallet } from "@rainbow-me/rainbowkit";
import { createConnector } from "wagmi";
import { DEMO_ACCOUNT_ADDRESSES } from "@/lib/wallet/demo-accounts";
import { demoWalletConnector } from "@/lib/wallet/demo-wallet-connector";

const icon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><rect width="28" height="28" rx="6" fill="#4f46e5"/><path d="M7 10h14v10H7zM7 10l2-3h10l2 3M17 15h2" fill="none" stroke="#fff" stroke-width="1.8" stroke-linejoin="round"/></svg>',
)}`;

/** The Demo wallet's accounts as RainbowKit wallets: one button per funded test account. */
export function demoWallets(rpcUrl: string) {
  return DEMO_ACCOUNT_ADDRESSES.map((address, index) => (): Wallet => ({
    id: `meshlink-demo-${index}`,
    // The group is titled "Demo wallet"; each entry names the test account it signs with.
    name: `Account ${index + 1} · ${address.slice(0, 6)}…`,
    shortName: `Demo ${index + 1}`,
    iconUrl: icon,
    iconBackground: "#4f46e5",
    installed: true,
    createConnector: (walletDetails) =>
      createConnector((config) => ({ ...demoWalletConnector(index, rpcUrl)(config), ...walletDetails })),
  }));
}
