import { z } from "zod";
import { ZChainId } from "./entities/scalars.ts";
import { zApiSuccess } from "./api-envelope.ts";
import { ZTransactionHash } from "./chain-transaction.types.ts";
import { ZUintString } from "./entities/uint.ts";
import { ZGameEngine, ZListingEngines } from "./validation/game-engine.ts";
import { ZTechnicalDescription } from "./validation/technical-description.ts";

// Listing an asset (docs/decisions/008-listings-and-integration.md). The owner sends
// listForSale / editListings / cancelListing on-chain, then reports the hash: the server reads the
// receipt itself, lets the indexer apply its block, and records what the chain does not hold.
//   GET   /api/engines                          → GameEngine[]
//   POST  /api/listings                         CreateListingRequest → ListingRef (201)
//   PATCH /api/listings/{listingId}             EditListingRequest   → ListingRef
//   POST  /api/listings/{listingId}/cancel      ListingTxRequest     → ListingRef

export const ZListingTxRequest = z.object({
  chainId: ZChainId,
  txHash: ZTransactionHash,
});
export type ListingTxRequest = z.infer<typeof ZListingTxRequest>;

export const ZCreateListingRequest = ZListingTxRequest.extend({
  engines: ZListingEngines,
  technicalDescription: ZTechnicalDescription,
});
export type CreateListingRequest = z.input<typeof ZCreateListingRequest>;

export const ZEditListingRequest = ZCreateListingRequest;
export type EditListingRequest = z.input<typeof ZEditListingRequest>;

export const ZListingParams = z.object({ listingId: ZUintString });

// Where the listing lives: the asset page is reloaded by address and token id.
const ZListingRef = z.object({
  listId: ZUintString,
  assetId: z.string(),
  address: z.string(),
  tokenId: ZUintString,
});
export type ListingRef = z.infer<typeof ZListingRef>;
export const ZListingRefResponse = zApiSuccess(ZListingRef);

export const ZEnginesResponse = zApiSuccess(z.array(ZGameEngine));
