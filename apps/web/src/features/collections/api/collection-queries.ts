import type { CollectionDetails } from "@meshlink/domain/assets-api.types";
import { PAGE_SIZES } from "@meshlink/domain/constants/page-sizes";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

const collectionKeys = {
  details: (name: string, userId: string, cursor: string | undefined) =>
    ["collections", "details", name, userId, cursor ?? null] as const,
};

/**
 * GET /api/collections/{name}/{userId}: the collection with the page of its assets after `cursor`
 * (the first page without one), as the pager's keyset pages reach them (lib/use-cursor-pages.ts).
 */
export function useCollectionDetails(name: string, userId: string, cursor: string | undefined) {
  return useQuery({
    queryKey: collectionKeys.details(name, userId, cursor),
    queryFn: ({ signal }): Promise<CollectionDetails> =>
      apiRequest(
        `/api/collections/${encodeURIComponent(name)}/${encodeURIComponent(userId)}?perPage=${PAGE_SIZES.grid}` +
          (cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""),
        { signal },
      ),
    enabled: name !== "" && userId !== "",
    placeholderData: keepPreviousData,
  });
}
