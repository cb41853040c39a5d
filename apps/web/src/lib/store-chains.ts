import { useQuery } from "@tanstack/react-query";
import type { Address } from "viem";
import { chainsQuery } from "@/lib/chains-query";
import type { ServedChains } from "@/lib/wallet/served-chains";

export type StoreChain = { chainId: number; name: string; storeAddress: Address };

/** The live chains, where the Store takes writes (GET /api/chains), the server's default chain first. */
export function storeChainsOf(served: ServedChains | null | undefined): StoreChain[] {
  const stores = (served?.chains ?? []).flatMap((chain) =>
    chain.live && chain.activeChainId !== null && chain.storeAddress
      ? [{ chainId: chain.activeChainId, name: chain.name, storeAddress: chain.storeAddress as Address }]
      : [],
  );
  const isDefault = (store: StoreChain) => Number(store.chainId === served?.defaultChainId);
  return stores.sort((a, b) => isDefault(b) - isDefault(a));
}

export function useStoreChains() {
  return useQuery({ ...chainsQuery, select: storeChainsOf });
}
