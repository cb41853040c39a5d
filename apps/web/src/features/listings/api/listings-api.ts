import {
  ZEnginesResponse,
  ZListingRefResponse,
  type CreateListingRequest,
  type EditListingRequest,
  type ListingTxRequest,
} from "@meshlink/domain/listings-api.types";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** GET /api/engines: the engines a listing may name (a free name can be typed as well). */
const enginesQuery = queryOptions({
  queryKey: ["engines"] as const,
  queryFn: ({ signal }) => apiRequest("/api/engines", { schema: ZEnginesResponse.shape.data, signal }),
  staleTime: 5 * 60 * 1000,
});

export const useGameEngines = () => useQuery(enginesQuery);

/** POST /api/listings after listForSale was mined. */
export const createListing = (body: CreateListingRequest) =>
  apiRequest("/api/listings", { method: "POST", body, schema: ZListingRefResponse.shape.data });

/** PATCH /api/listings/{listingId} after editListings was mined. */
export const editListing = (listingId: string, body: EditListingRequest) =>
  apiRequest(`/api/listings/${encodeURIComponent(listingId)}`, {
    method: "PATCH",
    body,
    schema: ZListingRefResponse.shape.data,
  });

/** POST /api/listings/{listingId}/cancel after cancelListing was mined. */
export const cancelListing = (listingId: string, body: ListingTxRequest) =>
  apiRequest(`/api/listings/${encodeURIComponent(listingId)}/cancel`, {
    method: "POST",
    body,
    schema: ZListingRefResponse.shape.data,
  });
