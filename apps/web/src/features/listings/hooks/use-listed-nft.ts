import { useQuery } from "@tanstack/react-query";
import { useChainReader } from "@/lib/chain-reader";
import { useStoreAddress } from "@/lib/store-chains";

/** getListedNft for one listing, read on-chain when the Store of its chain is known. */
export function useListedNft(chainId: number, listId: string) {
  const reader = useChainReader();
  const storeAddress = useStoreAddress(chainId);
  return useQuery({
    queryKey: ["listed-nft", chainId, storeAddress, listId],
    queryFn: () => reader.getListedNft({ chainId, storeAddress: storeAddress!, listingId: BigInt(listId) }),
    enabled: storeAddress !== undefined,
    retry: false,
    // The chain changes with every edit or cancel; reopening the modal reads it again.
    gcTime: 0,
  });
}
