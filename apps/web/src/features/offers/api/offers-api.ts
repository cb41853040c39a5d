import type { Offer, OfferTxRequest, RecordOfferRequest } from "@meshlink/domain/offers-api.types";
import { apiRequest } from "@/lib/api-client";

const seg = encodeURIComponent;

/** POST /api/offers after makeOffer was mined. */
export const recordOffer = (body: RecordOfferRequest) =>
  apiRequest<Offer>("/api/offers", { method: "POST", body });

/** POST /api/offers/{offerId}/authorize or /accept after the step's transaction was mined. */
export const recordOfferStep = (offerId: string, step: "authorize" | "accept", body: OfferTxRequest) =>
  apiRequest<Offer>(`/api/offers/${seg(offerId)}/${step}`, {
    method: "POST",
    body,
  });
