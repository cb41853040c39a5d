import type { SuccessData } from "@meshlink/domain/api-envelope";
import type {
  CreateListingRequest,
  EditListingRequest,
  ListingRef,
  ListingTxRequest,
  ZEnginesResponse,
} from "@meshlink/domain/listings-api.types";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** GET /api/engines: the engines a listing may name (a free name can be typed as well). */
const enginesQuery = queryOptions({
  queryKey: ["engines"] as const,
  queryFn: ({ signal }) => apiRequest<SuccessData<typeof ZEnginesResponse>>("/api/engines", { signal }),
  staleTime: 5 * 60 * 1000,
});

export const useGameEngines = () => useQuery(enginesQuery);

/** POST /api/listings after listForSale was mined. */
export const createListing = (body: CreateListingRequest) =>
  apiRequest<ListingRef>("/api/listings", { method: "POST", body });

/** PATCH /api/listings/{listingId} after editListings was mined. */
export const editListing = (listingId: string, body: EditListingRequest) =>
  apiRequest<ListingRef>(`/api/listings/${encodeURIComponent(listingId)}`, {
    method: "PATCH",
    body,
  });

/** POST /api/listings/{listingId}/cancel after cancelListing was mined. */
export const cancelListing = (listingId: string, body: ListingTxRequest) =>
  apiRequest<ListingRef>(`/api/listings/${encodeURIComponent(listingId)}/cancel`, {
    method: "POST",
    body,
  });
