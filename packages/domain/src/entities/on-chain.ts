import { z } from "zod";
import { ZAddress } from "./address.ts";
import { ZUintString } from "./uint.ts";

// Spec section 3: what the marketplace contract returns, as the API and the "Read listed tokens"
// modal serve it. Every uint256 is a decimal string (see uint.ts).

// getListedNft. `expiration` is unix seconds, "0" meaning no expiry (docs/decisions/002).
export const ZOnChainListedToken = z.object({
  seller: ZAddress,
  active: z.boolean(),
  supply: ZUintString,
  expiration: ZUintString,
  royaltyFee: ZUintString,
  royaltyRecipient: ZAddress,
});
export type OnChainListedToken = z.infer<typeof ZOnChainListedToken>;

// The same expiry convention as a Listing (null = none), so the liveness rule reads both. Seconds
// beyond what a Date can hold are clamped to its maximum: still in the future, never invalid.
const MAX_DATE_MS = 8_640_000_000_000_000n;
export const onChainExpirationToDate = (expiration: string): Date | null => {
  if (expiration === "0") return null;
  const ms = BigInt(expiration) * 1000n;
  return new Date(Number(ms < MAX_DATE_MS ? ms : MAX_DATE_MS));
};

// Section 4 "Offer (contract)": made -> authorized -> accepted.
export const OFFER_STATES = ["made", "authorized", "accepted"] as const;
export const ZOfferState = z.enum(OFFER_STATES);
export type OfferState = z.infer<typeof ZOfferState>;

export const ZOnChainOffer = z
  .object({
    offerID: ZUintString,
    assetId: ZUintString,
    collectionOwnerAddr: ZAddress,
    offeror: ZAddress,
    isAccepted: z.boolean(),
    gameAddress: ZAddress,
    state: ZOfferState,
  })
  .refine((offer) => offer.isAccepted === (offer.state === "accepted"), {
    error: "isAccepted must agree with the offer state",
    path: ["isAccepted"],
  });
export type OnChainOffer = z.infer<typeof ZOnChainOffer>;

// getCollectionsByOwner: the studio's collections offered as proposal destinations.
export const ZOnChainCollection = z.object({ collectionAddress: ZAddress, collectionName: z.string() });
export type OnChainCollection = z.infer<typeof ZOnChainCollection>;
