import type { CollectionsPage, CollectionsQuery } from "@meshlink/domain/collections-browse.types";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

// The paged list and the single page keep their own keys: an infinite query's cache entry holds
// { pages, pageParams }, a plain one the page itself, and one key for both handed either the other's.
const collectionsBrowseKeys = {
  all: ["collections-browse"] as const,
  list: (query: CollectionsQuery) => [...collectionsBrowseKeys.all, "list", query] as const,
  page: (query: CollectionsQuery) => [...collectionsBrowseKeys.all, "page", query] as const,
};

/** The query string of GET /api/collections, leaving out what is unset. */
function collectionsSearch(query: CollectionsQuery, cursor?: string): string {
  const params = new URLSearchParams();
  const entries = Object.entries({ ...query, cursor }) as [string, string | number | undefined][];
  for (const [key, value] of entries) if (value !== undefined && value !== "") params.set(key, String(value));
  return params.toString();
}

const fetchPage = (query: CollectionsQuery, cursor: string | undefined, signal: AbortSignal) =>
  apiRequest<CollectionsPage>(`/api/collections?${collectionsSearch(query, cursor)}`, { signal });

/** GET /api/collections, page after page along `nextCursor` (docs/decisions/011-keyset-pages.md). */
export function useBrowseCollections(query: CollectionsQuery) {
  return useInfiniteQuery({
    queryKey: collectionsBrowseKeys.list(query),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }): Promise<CollectionsPage> => fetchPage(query, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** One page of GET /api/collections (the home page's top collections). */
export function useCollectionsPage(query: CollectionsQuery) {
  return useQuery({
    queryKey: collectionsBrowseKeys.page(query),
    queryFn: ({ signal }) => fetchPage(query, undefined, signal),
  });
}
