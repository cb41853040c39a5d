import type {
  BrowseAssetsPage,
  BrowseAssetsRequest,
  BrowseFacets,
  BrowseFilters,
  CollectionFacets,
  CollectionFacetsRequest,
} from "@meshlink/domain/browse-api.types";
import type { CollectionOptionsPage } from "@meshlink/domain/collections-browse.types";
import { PAGE_SIZES } from "@meshlink/domain/constants/page-sizes";
import { keepPreviousData, useInfiniteQuery, useQuery, type InfiniteData } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { pageAnswerOptions } from "@/lib/page-answers";

/** Every browse query starts with this key, so a live change refetches them all at once. */
export const browseKeys = {
  all: ["browse"] as const,
  list: (request: BrowseAssetsRequest) => [...browseKeys.all, "list", request] as const,
  facets: (filters: BrowseFilters) => [...browseKeys.all, "facets", filters] as const,
  collectionOptions: (search: string) => [...browseKeys.all, "collection-options", search] as const,
  collectionFacets: (filters: BrowseFilters, optionIds: readonly string[]) =>
    [...browseKeys.all, "collection-facets", filters, optionIds] as const,
};

/** POST /api/assets/list, page after page along `nextCursor` (docs/decisions/011-keyset-pages.md). */
export function useBrowseAssets(request: BrowseAssetsRequest) {
  return useInfiniteQuery({
    queryKey: browseKeys.list(request),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }): Promise<BrowseAssetsPage> =>
      apiRequest("/api/assets/list", {
        method: "POST",
        body: pageParam ? { ...request, cursor: pageParam } : request,
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    ...pageAnswerOptions<BrowseAssetsPage, InfiniteData<BrowseAssetsPage, string | undefined>>(
      { method: "POST", url: "/api/assets/list", body: request },
      { perViewer: true, toData: (first) => ({ pages: [first], pageParams: [undefined] }) },
    ),
    // A new filter shows the old grid dimmed until its first page arrives, not a blank.
    placeholderData: keepPreviousData,
  });
}

/** POST /api/assets/facets: how many assets each sidebar option would leave. */
export function useBrowseFacets(filters: BrowseFilters) {
  return useQuery({
    queryKey: browseKeys.facets(filters),
    queryFn: ({ signal }): Promise<BrowseFacets> =>
      apiRequest("/api/assets/facets", { method: "POST", body: filters, signal }),
    ...pageAnswerOptions<BrowseFacets>(
      { method: "POST", url: "/api/assets/facets", body: filters },
      { perViewer: true },
    ),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/assets/facets/collections: the shown Collection options' counts under the other filters. */
export function useCollectionFacets(filters: BrowseFilters, optionIds: readonly string[]) {
  return useQuery({
    queryKey: browseKeys.collectionFacets(filters, optionIds),
    queryFn: ({ signal }): Promise<CollectionFacets> =>
      apiRequest("/api/assets/facets/collections", {
        method: "POST",
        body: { ...filters, optionIds: [...optionIds] } satisfies CollectionFacetsRequest,
        signal,
      }),
    enabled: optionIds.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/collections/options?search=: the Collection section's list (spec section 3 option). */
export function useCollectionOptions(search: string) {
  return useQuery({
    queryKey: browseKeys.collectionOptions(search),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ perPage: String(PAGE_SIZES.standard) });
      if (search) query.set("search", search);
      return apiRequest<CollectionOptionsPage>(`/api/collections/options?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}
