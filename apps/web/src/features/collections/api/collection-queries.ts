import { ZCollectionDetails, type CollectionDetails } from "@meshlink/domain/assets-api.types";
import { PAGE_SIZES } from "@meshlink/domain/constants/page-sizes";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const collectionKeys = {
  details: (name: string, userId: string, page: number) =>
    ["collections", "details", name, userId, page] as const,
};

/** GET /api/collections/{name}/{userId}: the collection with one page of its assets. */
export function useCollectionDetails(name: string, userId: string, page: number) {
  return useQuery({
    queryKey: collectionKeys.details(name, userId, page),
    queryFn: ({ signal }): Promise<CollectionDetails> =>
      apiRequest(
        `/api/collections/${encodeURIComponent(name)}/${encodeURIComponent(userId)}?page=${page}&perPage=${PAGE_SIZES.grid}`,
        { schema: ZCollectionDetails, signal },
      ),
    enabled: name !== "" && userId !== "",
    placeholderData: keepPreviousData,
  });
}
