import { createContext, useContext } from "react";
import type { Abi, Address, Hash, TransactionReceipt } from "viem";

/** One contract write, sent by the connected wallet on `chainId`. */
export type ContractWrite = {
  chainId: number;
  address: Address;
  abi: Abi;
  functionName: string;
  args: readonly unknown[];
};

/**
 * The wallet as the create forms see it: send a write, wait for its block. Tests stub it here;
 * the app writes through wagmi on the app's one config, with the connection the user signed in
 * with (lib/wagmi-chain-writer.ts), loaded only when a write is sent.
 */
export type ChainWriter = {
  write: (request: ContractWrite) => Promise<Hash>;
  waitForReceipt: (chainId: number, hash: Hash) => Promise<TransactionReceipt>;
};

const wagmiWriter: ChainWriter = {
  write: async (request) => (await import("@/lib/wagmi-chain-writer")).writeWithWagmi(request),
  waitForReceipt: async (chainId, hash) =>
    (await import("@/lib/wagmi-chain-writer")).waitWithWagmi(chainId, hash),
};

export const ChainWriterContext = createContext<ChainWriter>(wagmiWriter);

export const useChainWriter = (): ChainWriter => useContext(ChainWriterContext);
