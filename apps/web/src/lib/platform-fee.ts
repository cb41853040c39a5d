import { useQuery } from "@tanstack/react-query";
import { fetchServedChains } from "@/lib/wallet/served-chains";

/**
 * The Store's platform fee in basis points (GET /api/chains, read on-chain by the server), null when
 * the server cannot say. Spec section 9 shows it as a constant percent beside the royalty: in the
 * listing form and in the asset page's listing facts.
 */
export function usePlatformFeeBps() {
  return useQuery({
    queryKey: ["chains"],
    queryFn: fetchServedChains,
    staleTime: Infinity,
    select: (served) => served?.platformFeeBps ?? null,
  });
}
