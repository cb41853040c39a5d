import { findChain } from "@meshlink/domain/chains";
import type { Chain } from "viem";
import type { Config } from "wagmi";
import { switchChain } from "wagmi/actions";
import { StepError } from "@/lib/step-machine";

/** Said when the wallet stays on another chain than the write's; the step's retry asks again. */
export const switchChainMessage = (chainName: string) => `Switch your wallet to ${chainName} to continue.`;

// EIP-3085: what an injected wallet that lacks the chain is asked to add (wagmi sends it when the
// switch answers 4902, https://wagmi.sh/core/api/actions/switchChain); a local chain with its URL.
const addChainParameter = (chain: Chain) => ({
  chainName: chain.name,
  nativeCurrency: chain.nativeCurrency,
  rpcUrls: [...chain.rpcUrls.default.http],
  blockExplorerUrls: chain.blockExplorers ? [chain.blockExplorers.default.url] : undefined,
});

/**
 * Asks the wallet to move to `chainId` unless it is there already: what a write acts on (asset,
 * collection, listing, offer, proposal) lives on one chain, and the Store there takes the write. A
 * refusal is a StepError, so its text survives the step's own failure text.
 */
export async function switchToChain(config: Config, walletChainId: number, chainId: number) {
  if (walletChainId === chainId) return;
  const chain = config.chains.find((candidate) => candidate.id === chainId);
  try {
    await switchChain(config, { chainId, addEthereumChainParameter: chain && addChainParameter(chain) });
  } catch {
    throw new StepError(switchChainMessage(findChain(chainId)?.name ?? chain?.name ?? `chain ${chainId}`));
  }
}
