import { LOCAL_CHAIN_ID } from "@meshlink/domain/chains";
import { queryOptions } from "@tanstack/react-query";
import { fetchServedChains, type ServedChain, type ServedChains } from "@/lib/wallet/served-chains";

// The chains the server follows, in lib because the home page, browse, the wallet and every write
// read them.

/** GET /api/chains, asked once per page: the server's chain configuration does not change while it runs. */
export const chainsQuery = queryOptions({
  queryKey: ["chains"],
  queryFn: fetchServedChains,
  staleTime: Infinity,
});

/**
 * The chains a visitor is shown, in the registry's order: live ones work, the others are "coming
 * soon". The local development chain is no product chain: it shows only where this server runs it.
 */
export function shownChains(served: ServedChains | null | undefined): ServedChain[] {
  return (served?.chains ?? []).filter((chain) => chain.live || chain.activeChainId !== LOCAL_CHAIN_ID);
}
