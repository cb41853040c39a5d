import {
  ZOfferResponse,
  type OfferTxRequest,
  type RecordOfferRequest,
} from "@meshlink/domain/offers-api.types";
import { apiRequest } from "@/lib/api-client";

const seg = encodeURIComponent;

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
