import type { SuccessData } from "@meshlink/domain/api-envelope";
import { OFFERS_PER_PAGE, type ZAssetOffersResponse } from "@meshlink/domain/offers-api.types";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

// An asset's offers, in lib because the asset page's live connection (the assets feature) reloads
// them when anyone makes, authorizes or accepts one, or one goes stale; the offers feature shows them.

const ASSET_OFFERS_KEY = ["assets", "offers"] as const;

const seg = encodeURIComponent;

/** GET /api/assets/{assetId}/offers: an asset's offers, newest first, page after page. */
export const assetOffersQuery = (assetId: string) =>
  infiniteQueryOptions({
    queryKey: [...ASSET_OFFERS_KEY, assetId] as const,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<SuccessData<typeof ZAssetOffersResponse>>(
        `/api/assets/${seg(assetId)}/offers?perPage=${OFFERS_PER_PAGE}` +
          (pageParam ? `&cursor=${seg(pageParam)}` : ""),
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
