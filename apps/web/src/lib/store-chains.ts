import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { Address } from "viem";
import { chainsQuery } from "@/lib/queries/chains";
import { StepError } from "@/lib/step-machine";
import type { ServedChains } from "@/lib/wallet/served-chains";

type StoreChain = { chainId: number; name: string; storeAddress: Address };

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

/** The Store on `chainId`, undefined while /api/chains loads or when it has none. */
export function useStoreAddress(chainId: number): Address | undefined {
  return useStoreChains().data?.find((chain) => chain.chainId === chainId)?.storeAddress;
}

/**
 * The Store on `chainId` when a step needs it; /api/chains is asked once per page, so this is its
 * cached answer. None on that chain fails the step with the spec's text.
 */
export async function findStoreAddress(queryClient: QueryClient, chainId: number): Promise<Address> {
  const stores = storeChainsOf(await queryClient.fetchQuery(chainsQuery));
  const store = stores.find((chain) => chain.chainId === chainId)?.storeAddress;
  if (!store) throw new StepError(ERROR_MESSAGES.noContractAddress);
  return store;
}
