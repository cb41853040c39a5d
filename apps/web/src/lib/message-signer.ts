import { createContext, useContext } from "react";
import type { Address, Hex } from "viem";

/**
 * The connected wallet as a signer of plain messages (EIP-191 personal_sign). `account` comes first
 * because some messages name the wallet that signs them. Tests stub it here; the app uses wagmi
 * (lib/wagmi-chain-writer.ts), loaded only when something is signed.
 */
export type MessageSigner = {
  account: () => Promise<Address>;
  signMessage: (account: Address, message: string) => Promise<Hex>;
};

const wagmiSigner: MessageSigner = {
  account: async () => (await import("@/lib/wagmi-chain-writer")).accountWithWagmi(),
  signMessage: async (account, message) =>
    (await import("@/lib/wagmi-chain-writer")).signWithWagmi(account, message),
};

export const MessageSignerContext = createContext<MessageSigner>(wagmiSigner);

export const useMessageSigner = (): MessageSigner => useContext(MessageSignerContext);
