import type { storeAbi } from "@meshlink/contracts/generated";
import { createContext, useContext } from "react";
import type { Address, ContractFunctionArgs, ContractFunctionName, Hash, TransactionReceipt } from "viem";

type StoreAbi = typeof storeAbi;

/** The Store's functions that change state; a misspelt name does not compile. */
type StoreFunctionName = ContractFunctionName<StoreAbi, "nonpayable">;

/** One Store function with its arguments, typed from the generated ABI (Scaffold-ETH 2's shape). */
export type StoreCall = {
  [F in StoreFunctionName]: { functionName: F; args: ContractFunctionArgs<StoreAbi, "nonpayable", F> };
}[StoreFunctionName];

/** One Store write, sent by the connected wallet on `chainId` to the Store at `address`. */
export type StoreWrite = StoreCall & { chainId: number; address: Address };

/**
 * The wallet as the write hooks see it: send a write, wait for its block. Tests stub it here;
 * the app writes through wagmi on the app's one config, with the connection the user signed in
 * with (lib/wagmi-chain-writer.ts), loaded only when a write is sent.
 */
export type ChainWriter = {
  write: (request: StoreWrite) => Promise<Hash>;
  waitForReceipt: (chainId: number, hash: Hash) => Promise<TransactionReceipt>;
};

const wagmiWriter: ChainWriter = {
  write: async (request) => (await import("@/lib/wagmi-chain-writer")).writeWithWagmi(request),
  waitForReceipt: async (chainId, hash) =>
    (await import("@/lib/wagmi-chain-writer")).waitWithWagmi(chainId, hash),
};

export const ChainWriterContext = createContext<ChainWriter>(wagmiWriter);

export const useChainWriter = (): ChainWriter => useContext(ChainWriterContext);
