import { ZAssetCardsPage, type AssetCardsPage } from "@meshlink/domain/assets-api.types";
import type { AssetListRequest } from "@meshlink/domain/create-asset.types";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** The browse filters this feature sends; the name search is left out when blank. */
export type AssetListFilters = { search: string; page: number; perPage: number };

export const assetListKeys = {
  all: ["assets", "list"] as const,
  page: (filters: AssetListFilters) => [...assetListKeys.all, filters] as const,
};

export const toAssetListRequest = ({ search, page, perPage }: AssetListFilters): AssetListRequest => {
  const name = search.trim();
  return name ? { search: name, page, perPage } : { page, perPage };
};

/** Spec section 7 "List assets" (POST /api/assets/list): one page of asset cards, newest first. */
export function useAssetList(filters: AssetListFilters) {
  return useQuery({
    queryKey: assetListKeys.page(filters),
    queryFn: ({ signal }): Promise<AssetCardsPage> =>
      apiRequest("/api/assets/list", {
        method: "POST",
        body: toAssetListRequest(filters),
        schema: ZAssetCardsPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
