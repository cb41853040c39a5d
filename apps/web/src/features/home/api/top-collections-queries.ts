import {
  ZCollectionsPage,
  type CollectionsPage,
  type CollectionsQuery,
} from "@meshlink/domain/collections-browse.types";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** GET /api/collections sorted by volume in a period (spec section 7 "Get collections"). */
export function useTopCollections(query: Required<Pick<CollectionsQuery, "period" | "perPage">>) {
  return useQuery({
    queryKey: ["collections", "list", "top", query] as const,
    queryFn: ({ signal }): Promise<CollectionsPage> => {
      const search = new URLSearchParams({
        sort: "volume",
        period: query.period,
        perPage: String(query.perPage),
      });
      return apiRequest(`/api/collections?${search}`, { schema: ZCollectionsPage, signal });
    },
  });
}
