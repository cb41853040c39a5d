import { useQuery } from "@tanstack/react-query";
import { fetchServedChains } from "@/lib/wallet/served-chains";

export type StoreChain = { chainId: number; name: string; storeAddress: `0x${string}` };

/** The chains where the Store is deployed and configured (GET /api/chains), the server's own first. */
export function useStoreChains() {
  return useQuery({
    queryKey: ["chains"],
    queryFn: fetchServedChains,
    staleTime: Infinity,
    select: (served): StoreChain[] =>
      (served?.chains ?? [])
        .filter((chain) => chain.storeDeployed && chain.storeAddress)
        .map((chain) => ({
          chainId: chain.activeChainId,
          name: chain.name,
          storeAddress: chain.storeAddress as `0x${string}`,
        }))
        .sort(
          (a, b) =>
            Number(b.chainId === served?.connectedChainId) - Number(a.chainId === served?.connectedChainId),
        ),
  });
}
