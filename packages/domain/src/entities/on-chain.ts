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

// The last second an API date can name: dates travel as ISO 8601 with a four-digit year
// (ZIsoDateTime), so 9999-12-31T23:59:59Z. The chain counts seconds in a uint64 (uint256 in its
// events), past this and past what a JavaScript Date holds (year 275760).
export const MAX_ISO_SECONDS = 253_402_300_799;

// The same expiry convention as a Listing (null = none), so the liveness rule reads both. An
// expiration past MAX_ISO_SECONDS is no expiry too: the contract keeps such a listing open longer
// than any date the API or a browser can show (docs/decisions/004-indexer.md, "Numbers from the
// chain"). Text that is not a whole number reads as expired (the epoch) instead of throwing.
export const onChainExpirationToDate = (expiration: string | bigint): Date | null => {
  if (typeof expiration === "string" && !/^\d+$/.test(expiration)) return new Date(0);
  const seconds = BigInt(expiration);
  return seconds === 0n || seconds > BigInt(MAX_ISO_SECONDS) ? null : new Date(Number(seconds) * 1000);
};

// Section 4 "Offer (contract)": made -> authorized -> accepted.
const OFFER_STATES = ["made", "authorized", "accepted"] as const;
export const ZOfferState = z.enum(OFFER_STATES);

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

// getCollectionsByOwner: the studio's collections offered as proposal destinations.
export const ZOnChainCollection = z.object({ collectionAddress: ZAddress, collectionName: z.string() });
