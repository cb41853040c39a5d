import type { Address } from "viem";
import { useStoreChains } from "@/lib/store-chains";

/** The Store on the asset's chain, undefined while /api/chains loads or when it has none. */
export function useStoreAddress(chainId: number): Address | undefined {
  const stores = useStoreChains();
  return stores.data?.find((chain) => chain.chainId === chainId)?.storeAddress;
}
