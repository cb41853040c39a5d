import { useQuery } from "@tanstack/react-query";
import { fetchServedChains } from "@/lib/wallet/served-chains";

// Spec section 2: "the option Immutable zkEVM is disabled" (nothing is minted there yet).
const DISABLED_CHAIN_KEYS: readonly string[] = ["immutable-zkevm"];

export type BrowseChain = { chainId: number; name: string; disabled: boolean };

/** The Blockchain section's chains: those GET /api/chains serves, under this mode's chain ids. */
export function useBrowseChains(): BrowseChain[] {
  const chains = useQuery({ queryKey: ["chains"], queryFn: fetchServedChains, staleTime: Infinity });
  return (chains.data?.chains ?? []).map((chain) => ({
    chainId: chain.activeChainId,
    name: chain.name,
    disabled: DISABLED_CHAIN_KEYS.includes(chain.key),
  }));
}
