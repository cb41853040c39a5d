import type { SearchResults } from "@meshlink/domain/search-api.types";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** How many of each group the header shows. */
const SUGGESTIONS_PER_GROUP = 5;

/** GET /api/search: the header's grouped suggestions for a text; nothing is asked for a blank one. */
const searchSuggestionsQuery = (text: string) => {
  const q = text.trim();
  return queryOptions({
    queryKey: ["search", q] as const,
    queryFn: ({ signal }): Promise<SearchResults> => {
      const query = new URLSearchParams({ q, limit: String(SUGGESTIONS_PER_GROUP) });
      return apiRequest(`/api/search?${query}`, { signal });
    },
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};

export const useSearchSuggestions = (text: string) => useQuery(searchSuggestionsQuery(text));
