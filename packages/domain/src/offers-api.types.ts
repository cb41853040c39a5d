import { z } from "zod";
import { zApiSuccess } from "./api-envelope.ts";
import { ZAssetHolderRef } from "./asset-people.types.ts";
import { ZTransactionHash } from "./chain-transaction.types.ts";
import { ZAddress } from "./entities/address.ts";
import { ZOfferState } from "./entities/on-chain.ts";
import { zCursorPage, zCursorPageQuery } from "./entities/cursor-page.ts";
import { ZChainId, ZId, ZIsoDateTime, ZRecordId } from "./entities/scalars.ts";
import { ZUintString } from "./entities/uint.ts";

// Offers (spec sections 3 and 4 "Offer": made → authorized → accepted): a studio asks to integrate
// an asset, listed or not, into one of its game collections. Each step is a Store transaction first
// (makeOffer, authorizeOffer, acceptOffer); the server then records it from the receipt, never from
// the body, after the indexer applied its block.
//   GET  /api/assets/{assetId}/offers?cursor&perPage   → CursorPage<Offer>, newest first
//   POST /api/offers                                   RecordOfferRequest (makeOffer tx) → Offer (201)
//   POST /api/offers/{offerId}/authorize               OfferTxRequest (authorizeOffer tx) → Offer
//   POST /api/offers/{offerId}/accept                  OfferTxRequest (acceptOffer tx) → Offer

export type OfferState = z.infer<typeof ZOfferState>;

export const OFFERS_PER_PAGE = 10;

const ZOfferGameCollection = z.object({
  address: ZAddress,
  /** The MeshLink collection at that address; null when none was registered. */
  name: z.string().nullable(),
  userId: ZId.nullable(),
});

export const ZOffer = z.object({
  chainId: ZChainId,
  offerId: ZUintString,
  assetId: ZId,
  state: ZOfferState,
  /**
   * The token left the holder the offer names since it was made: the Store refuses to authorize or
   * accept it (StaleOffer), so it is no longer open, whatever its state says (docs/decisions/018).
   */
  stale: z.boolean(),
  /** The studio's wallet that made it, with the user behind it. */
  offeror: ZAssetHolderRef,
  /** The wallet the offer is addressed to: the only one that may authorize it. */
  collectionOwner: ZAssetHolderRef,
  gameCollection: ZOfferGameCollection,
  /** The royalty offered (percent ×100), what authorizing consents to; null for an offer that named none. */
  royaltyFee: z.number().int().min(0).max(10_000).nullable(),
  /** The block time of makeOffer; null for an offer made on-chain that MeshLink never recorded. */
  madeAt: ZIsoDateTime.nullable(),
});
export type Offer = z.infer<typeof ZOffer>;

export const ZAssetOffersParams = z.object({ assetId: ZRecordId });
export const ZAssetOffersQuery = zCursorPageQuery(OFFERS_PER_PAGE);
export const ZAssetOffersResponse = zApiSuccess(zCursorPage(ZOffer));

export const ZOfferTxRequest = z.object({ chainId: ZChainId, txHash: ZTransactionHash });
export type OfferTxRequest = z.infer<typeof ZOfferTxRequest>;
export const ZRecordOfferRequest = ZOfferTxRequest.extend({ assetId: ZRecordId });
export type RecordOfferRequest = z.infer<typeof ZRecordOfferRequest>;
export const ZOfferParams = z.object({ offerId: ZUintString });

export const ZOfferResponse = zApiSuccess(ZOffer);
