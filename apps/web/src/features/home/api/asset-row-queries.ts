import type { BrowseAssetsPage, BrowseSort } from "@meshlink/domain/browse-api.types";
import type { Period } from "@meshlink/domain/constants/browse-options";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** A home page row: the first page of one browse sort, without filters. */
type AssetRowRequest = { sort: BrowseSort; period: Period; perPage: number };

/** POST /api/assets/list (spec section 7) for a home page row. */
const assetRowQuery = (request: AssetRowRequest) =>
  queryOptions({
    queryKey: ["assets", "list", "row", request] as const,
    queryFn: ({ signal }): Promise<BrowseAssetsPage> =>
      apiRequest("/api/assets/list", { method: "POST", body: request, signal }),
    // A new period keeps the previous cards on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
  });

export const useAssetRow = (request: AssetRowRequest) => useQuery(assetRowQuery(request));
