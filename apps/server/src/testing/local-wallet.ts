import { type Account, type Address, createWalletClient, defineChain, http } from "viem";
import { foundry } from "viem/chains";
import type { ChainConnection } from "../chain/chain-connection.ts";

/**
 * A wallet on a local anvil chain, whatever its id: viem refuses to write on a node whose chain id
 * is not its chain's, and anvil runs 1328 as well as foundry's 31337.
 */
export function localWallet(chain: Pick<ChainConnection, "chainId" | "rpcUrl">, account: Account | Address) {
  return createWalletClient({
    chain: defineChain({ ...foundry, id: chain.chainId }),
    transport: http(chain.rpcUrl),
    account,
  });
}
