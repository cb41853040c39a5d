import type { ChainConnection } from "../../chain/chain-connection.ts";
import type { ListingRef } from "@meshlink/domain/listings-api.types";
import type { ListingEngine } from "@meshlink/domain/validation/game-engine";
import type { TechnicalDescription } from "@meshlink/domain/validation/technical-description";
import { findListingWithAsset, saveListingDetails } from "../../db/queries/listings.ts";
import { indexThroughBlock } from "../collections/index-through-block.ts";
import { findVerifiedReceipt } from "../collections/verified-receipt.ts";
import { sanitizeTechnicalDescription } from "../assets/sanitize-asset-texts.ts";
import { type MarketDeps, type MarketUser, storeEvents } from "./market-deps.ts";
import { ServiceError } from "../service-error.ts";

type ListingTx = { chainId: number; txHash: string };
type ListingForm = ListingTx & { engines: ListingEngine[]; technicalDescription: TechnicalDescription };

/**
 * POST /api/listings after listForSale: the receipt (read by the server, sent by the user's wallet)
 * must hold ListingCreated; the contract itself refused anyone but the token's holder (NotTokenOwner).
 * The indexer applies the block, then the engines and technical description are recorded.
 */
export async function createListing(deps: MarketDeps, user: MarketUser, input: ListingForm) {
  const { receipt, chain } = await findVerifiedReceipt(deps.chains, { ...input, creator: user });
  const [event] = storeEvents(chain, receipt, "ListingCreated");
  if (!event) throw new ServiceError("INVALID_REQUEST", "The transaction created no listing");
  return record(deps, chain, user, input, event.args.listingId, receipt.blockNumber);
}

/** PATCH /api/listings/{listingId} after editListings: the receipt must hold its ListingUpdated. */
export async function editListing(deps: MarketDeps, user: MarketUser, listingId: string, input: ListingForm) {
  const { receipt, chain } = await findVerifiedReceipt(deps.chains, { ...input, creator: user });
  const updated = storeEvents(chain, receipt, "ListingUpdated").some(
    (e) => e.args.listingId.toString() === listingId,
  );
  if (!updated) throw new ServiceError("INVALID_REQUEST", "The transaction did not edit this listing");
  return record(deps, chain, user, input, BigInt(listingId), receipt.blockNumber);
}

/** POST /api/listings/{listingId}/cancel after cancelListing: the indexer records the state. */
export async function cancelListing(deps: MarketDeps, user: MarketUser, listingId: string, input: ListingTx) {
  const { receipt, chain } = await findVerifiedReceipt(deps.chains, { ...input, creator: user });
  const cancelled = storeEvents(chain, receipt, "ListingCancelled").some(
    (e) => e.args.listingId.toString() === listingId,
  );
  if (!cancelled) throw new ServiceError("INVALID_REQUEST", "The transaction did not cancel this listing");
  await indexThroughBlock(deps.db, chain, receipt.blockNumber);
  return refOf(deps, user, input.chainId, listingId);
}

async function record(
  deps: MarketDeps,
  chain: ChainConnection,
  user: MarketUser,
  input: ListingForm,
  id: bigint,
  block: bigint,
) {
  await indexThroughBlock(deps.db, chain, block);
  const ref = await refOf(deps, user, input.chainId, id.toString());
  await saveListingDetails(deps.db, {
    chainId: input.chainId,
    listingId: ref.listId,
    assetId: ref.assetId,
    engines: input.engines,
    userId: user.id,
    txHash: input.txHash,
    technicalDescription: sanitizeTechnicalDescription(input.technicalDescription),
  });
  return ref;
}

/** The indexed listing, sold by one of the user's wallets, of an asset in the catalog. */
async function refOf(
  deps: MarketDeps,
  user: MarketUser,
  chainId: number,
  listingId: string,
): Promise<ListingRef> {
  const row = await findListingWithAsset(deps.db, chainId, listingId);
  if (!row) throw new ServiceError("NOT_FOUND", "Listing not found");
  if (!user.addresses.includes(row.seller)) throw new ServiceError("FORBIDDEN", "This listing is not yours");
  if (!row.assetId || !row.address || !row.tokenId) {
    throw new ServiceError("NOT_FOUND", "The listed token is not a MeshLink asset");
  }
  return { listId: listingId, assetId: row.assetId, address: row.address, tokenId: row.tokenId };
}
