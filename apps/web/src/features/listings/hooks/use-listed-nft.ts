import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Address } from "viem";
import { useChainReader, type ChainReader } from "@/lib/chain-reader";
import { useStoreAddress } from "@/lib/store-chains";

type ListedNftTarget = { chainId: number; storeAddress: Address | undefined; listId: string };

/** getListedNft for one listing, read on-chain when the Store of its chain is known. */
const listedNftQuery = (reader: ChainReader, { chainId, storeAddress, listId }: ListedNftTarget) =>
  queryOptions({
    queryKey: ["listed-nft", chainId, storeAddress, listId] as const,
    queryFn: () => reader.getListedNft({ chainId, storeAddress: storeAddress!, listingId: BigInt(listId) }),
    enabled: storeAddress !== undefined,
    retry: false,
    // The chain changes with every edit or cancel; reopening the modal reads it again.
    gcTime: 0,
  });

export function useListedNft(chainId: number, listId: string) {
  const reader = useChainReader();
  const storeAddress = useStoreAddress(chainId);
  return useQuery(listedNftQuery(reader, { chainId, storeAddress, listId }));
}
