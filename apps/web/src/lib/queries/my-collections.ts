import type { Collection } from "@meshlink/domain/entities/collection";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

const MY_COLLECTIONS_KEY = ["collections", "mine"] as const;

/**
 * GET /api/collections/mine: the signed-in user's own collections, those on one chain when
 * `chainId` is given (the only destinations of an integration there).
 */
export const myCollectionsQuery = (chainId?: number) =>
  queryOptions({
    queryKey: chainId === undefined ? MY_COLLECTIONS_KEY : [...MY_COLLECTIONS_KEY, chainId],
    queryFn: ({ signal }) =>
      apiRequest<Collection[]>(
        chainId === undefined ? "/api/collections/mine" : `/api/collections/mine?chainId=${chainId}`,
        { signal },
      ),
  });
