import { createContext, useContext } from "react";
import type { Address, Hex } from "viem";

/**
 * The connected wallet as a source of accounts to add; tests give their own through the context.
 * The app asks the wallet through wagmi (wagmi-wallet-accounts.ts), loaded only when someone adds
 * a wallet.
 */
export type WalletAccounts = {
  /** The accounts the wallet lets this site use, after offering the user to allow more. */
  request: () => Promise<Address[]>;
  /** The chain the message names: the wallet's own when MeshLink accepts it for sign-in. */
  chainId: () => Promise<number>;
  sign: (account: Address, message: string) => Promise<Hex>;
};

const wagmiAccounts: WalletAccounts = {
  request: async () => (await import("@/features/settings/wagmi-wallet-accounts")).requestWalletAccounts(),
  chainId: async () => (await import("@/features/settings/wagmi-wallet-accounts")).walletChainId(),
  sign: async (account, message) =>
    (await import("@/features/settings/wagmi-wallet-accounts")).signWithAccount(account, message),
};

export const WalletAccountsContext = createContext<WalletAccounts>(wagmiAccounts);

export const useWalletAccounts = (): WalletAccounts => useContext(WalletAccountsContext);
