import { ZMyCollectionsResponse } from "@meshlink/domain/collections-api.types";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** GET /api/collections/mine?chainId: the studio's own collections, the only valid destinations. */
export function useDestinationCollections(chainId: number, enabled: boolean) {
  return useQuery({
    queryKey: ["collections", "mine", chainId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/collections/mine?chainId=${chainId}`, {
        schema: ZMyCollectionsResponse.shape.data,
        signal,
      }),
    enabled,
  });
}
