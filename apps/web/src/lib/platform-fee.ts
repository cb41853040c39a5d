import { useQuery } from "@tanstack/react-query";
import { chainsQuery } from "@/lib/queries/chains";
import { servedChain } from "@/lib/wallet/served-chains";

/**
 * The platform fee in basis points of the Store on `chainId` (GET /api/chains, read on-chain by the
 * server; each chain's Store has its own), of the default chain's when no chain is named yet; null
 * when the server cannot say. Spec section 9 shows it as a constant percent beside the royalty: in
 * the listing form and in the asset page's listing facts.
 */
export function usePlatformFeeBps(chainId?: number) {
  return useQuery({
    ...chainsQuery,
    select: (served) => servedChain(served, chainId ?? served?.defaultChainId)?.platformFeeBps ?? null,
  });
}
