import {
  OFFERS_PER_PAGE,
  ZAssetOffersResponse,
  ZOfferResponse,
  type OfferTxRequest,
  type RecordOfferRequest,
} from "@meshlink/domain/offers-api.types";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { assetOffersKey } from "@/lib/asset-offers-key";

const seg = encodeURIComponent;

/** GET /api/assets/{assetId}/offers: an asset's offers, newest first, page after page. */
export const assetOffersQuery = (assetId: string) =>
  infiniteQueryOptions({
    queryKey: assetOffersKey(assetId),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(
        `/api/assets/${seg(assetId)}/offers?perPage=${OFFERS_PER_PAGE}` +
          (pageParam ? `&cursor=${seg(pageParam)}` : ""),
        { schema: ZAssetOffersResponse.shape.data, signal },
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** POST /api/offers after makeOffer was mined. */
export const recordOffer = (body: RecordOfferRequest) =>
  apiRequest("/api/offers", { method: "POST", body, schema: ZOfferResponse.shape.data });

/** POST /api/offers/{offerId}/authorize or /accept after the step's transaction was mined. */
export const recordOfferStep = (offerId: string, step: "authorize" | "accept", body: OfferTxRequest) =>
  apiRequest(`/api/offers/${seg(offerId)}/${step}`, {
    method: "POST",
    body,
    schema: ZOfferResponse.shape.data,
  });
