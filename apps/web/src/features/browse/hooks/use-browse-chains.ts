import { useQuery } from "@tanstack/react-query";
import { chainsQuery, shownChains } from "@/lib/queries/chains";

// Spec section 2: "the option Immutable zkEVM is disabled" (nothing is minted there yet).
const DISABLED_CHAIN_KEYS: readonly string[] = ["immutable-zkevm"];

type BrowseChain = {
  /** The chain id in this mode; the registry key for a chain without one (Everscale). */
  value: number | string;
  name: string;
  /** Not followed by this server yet: shown, marked, not selectable. */
  comingSoon: boolean;
  disabled: boolean;
};

/**
 * The Blockchain section's chains (GET /api/chains): the live ones to choose first, then the others,
 * coming soon, each group in the registry's order.
 */
export function useBrowseChains(): BrowseChain[] {
  const chains = useQuery({ ...chainsQuery, select: shownChains });
  const shown = chains.data ?? [];
  return [...shown.filter((chain) => chain.live), ...shown.filter((chain) => !chain.live)].map((chain) => ({
    value: chain.activeChainId ?? chain.key,
    name: chain.name,
    comingSoon: !chain.live,
    // Assets are filtered by chain id, which a chain without one cannot give.
    disabled: !chain.live || chain.activeChainId === null || DISABLED_CHAIN_KEYS.includes(chain.key),
  }));
}
