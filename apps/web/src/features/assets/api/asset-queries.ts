import {
  ZAssetDetails,
  ZMoreFromCollectionPage,
  type AssetDetails,
  type MoreFromCollectionPage,
} from "@meshlink/domain/assets-api.types";
import { PAGE_SIZES } from "@meshlink/domain/constants/page-sizes";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { assetDetailsKey } from "@/lib/asset-details-key";

const seg = encodeURIComponent;

export const assetKeys = {
  details: (address: string, tokenId: string) => assetDetailsKey({ address, tokenId }),
  moreFromCollection: (assetId: string, cursor: string | undefined) =>
    ["assets", "more-from-collection", assetId, cursor] as const,
};

/** GET /api/assets/{address}/{tokenId}: the asset with its measured model facts. */
export function useAssetDetails(address: string, tokenId: string) {
  return useQuery({
    queryKey: assetKeys.details(address, tokenId),
    queryFn: ({ signal }): Promise<AssetDetails> =>
      apiRequest(`/api/assets/${seg(address)}/${seg(tokenId)}`, { schema: ZAssetDetails, signal }),
    enabled: address !== "" && tokenId !== "",
  });
}

/** Spec section 7 "List collection assets excluding current", 10 per keyset page (section 9). */
export function useMoreFromCollection(assetId: string, cursor: string | undefined) {
  const after = cursor === undefined ? "" : `&cursor=${seg(cursor)}`;
  return useQuery({
    queryKey: assetKeys.moreFromCollection(assetId, cursor),
    queryFn: ({ signal }): Promise<MoreFromCollectionPage> =>
      apiRequest(
        `/api/assets/${seg(assetId)}/more-from-collection?perPage=${PAGE_SIZES.assetPanel}${after}`,
        {
          schema: ZMoreFromCollectionPage,
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });
}
