import type { MoreFromCollectionPage } from "@meshlink/domain/assets-api.types";
import { PAGE_SIZES } from "@meshlink/domain/constants/page-sizes";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { assetDetailsQuery } from "@/lib/queries/asset-details";

const seg = encodeURIComponent;

export const useAssetDetails = (address: string, tokenId: string) =>
  useQuery(assetDetailsQuery({ address, tokenId }));

/** Spec section 7 "List collection assets excluding current", 10 per keyset page (section 9). */
const moreFromCollectionQuery = (assetId: string, cursor: string | undefined) => {
  const after = cursor === undefined ? "" : `&cursor=${seg(cursor)}`;
  return queryOptions({
    queryKey: ["assets", "more-from-collection", assetId, cursor] as const,
    queryFn: ({ signal }): Promise<MoreFromCollectionPage> =>
      apiRequest(
        `/api/assets/${seg(assetId)}/more-from-collection?perPage=${PAGE_SIZES.assetPanel}${after}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
};

export const useMoreFromCollection = (assetId: string, cursor: string | undefined) =>
  useQuery(moreFromCollectionQuery(assetId, cursor));
