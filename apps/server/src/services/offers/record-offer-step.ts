import type { Offer, OfferTxRequest } from "@meshlink/domain/offers-api.types";
import { findAssetByToken } from "../../db/queries/assets.ts";
import { noteOfferStep, type OfferRow } from "../../db/queries/offers.ts";
import { findCollectionsAt } from "../../db/queries/collections.ts";
import { indexThroughBlock } from "../collections/index-through-block.ts";
import { findVerifiedReceipt } from "../collections/verified-receipt.ts";
import { type MarketDeps, type MarketUser, storeEvents } from "../listings/market-deps.ts";
import { insertNotification } from "../../db/queries/notifications.ts";
import { pushNotification } from "../notifications/create-notification.ts";
import { insertLinkedAsset } from "../proposals/insert-linked-asset.ts";
import { findOffer } from "./find-offer.ts";
import { offerView } from "./offer-rows.ts";
import { ServiceError } from "../service-error.ts";

// Who takes each step is the Store's rule (authorizeOffer: the wallet the offer is addressed to;
// acceptOffer: the offeror), checked here first so nobody records a step on someone else's offer.
const STEPS = {
  authorize: {
    event: "OfferAuthorized",
    reached: ["authorized", "accepted"],
    party: (offer: OfferRow) => offer.collection_owner,
    refusal: "Only the asset's owner can authorize this offer",
  },
  accept: {
    event: "OfferAccepted",
    reached: ["accepted"],
    party: (offer: OfferRow) => offer.offeror,
    refusal: "Only the studio that made this offer can accept it",
  },
} as const;
type OfferStep = keyof typeof STEPS;

/**
 * POST /api/offers/{offerId}/authorize and /accept after the chain: the receipt must hold the step's
 * event for this offer, sent by the party the Store lets take it, and the indexer must show the new
 * state. The server's record notes the transaction once; an authorization tells the studio.
 */
export async function recordOfferStep(
  deps: MarketDeps,
  user: MarketUser,
  offerId: string,
  input: OfferTxRequest,
  step: OfferStep,
): Promise<Offer> {
  const rule = STEPS[step];
  const before = await findOffer(deps.db, input.chainId, offerId);
  if (!user.addresses.includes(rule.party(before).toLowerCase()))
    throw new ServiceError("FORBIDDEN", rule.refusal);
  const { receipt, chain } = await findVerifiedReceipt(deps.chains, { ...input, creator: user });
  const taken = storeEvents(chain, receipt, rule.event).some((e) => e.args.offerId.toString() === offerId);
  if (!taken) throw new ServiceError("INVALID_REQUEST", `The transaction did not ${step} this offer`);
  await indexThroughBlock(deps.db, chain, receipt.blockNumber);
  const after = await findOffer(deps.db, input.chainId, offerId);
  if (!(rule.reached as readonly string[]).includes(after.state)) {
    throw new ServiceError("CONFLICT", "The offer's new state is not indexed");
  }

  // Accepting executed the integration (decision 018): its linked token joins the studio's collection.
  const executed =
    step === "accept"
      ? storeEvents(chain, receipt, "OfferExecuted").find((e) => e.args.offerId.toString() === offerId)
      : undefined;

  const notification = await deps.db.transaction(async (tx) => {
    if (executed) {
      await recordLinkedToken(tx, {
        chainId: input.chainId,
        gameAddress: executed.args.gameAddress.toLowerCase(),
        newTokenId: executed.args.newTokenId.toString(),
        originalCollection: executed.args.originalCollection.toLowerCase(),
        originalTokenId: executed.args.originalTokenId.toString(),
        creatorUserId: user.id,
        mintedTx: input.txHash,
      });
    }
    // An offer made outside MeshLink has no record: the chain's state shows, and nobody is told.
    const recorded = await noteOfferStep(tx, { chainId: input.chainId, offerId, step, txHash: input.txHash });
    if (!recorded || step !== "authorize") return null;
    return insertNotification(tx, {
      type: "asset_offer_authorized",
      userId: recorded.offerorId,
      fromUserId: user.id,
      assetId: recorded.assetId,
    });
  });
  if (notification) await pushNotification(deps, notification);
  return offerView(after);
}

type Tx = Parameters<Parameters<MarketDeps["db"]["transaction"]>[0]>[0];

/** The accepted offer's linked token as a catalog asset, when both its collections are in the catalog. */
async function recordLinkedToken(
  tx: Tx,
  token: {
    chainId: number;
    gameAddress: string;
    newTokenId: string;
    originalCollection: string;
    originalTokenId: string;
    creatorUserId: string;
    mintedTx: string;
  },
) {
  const original = await findAssetByToken(tx, {
    chainId: token.chainId,
    collectionAddress: token.originalCollection,
    tokenId: token.originalTokenId,
  });
  const [destination] = await findCollectionsAt(tx, token.chainId, [token.gameAddress]);
  // A collection the catalog does not know (made outside MeshLink) keeps the token on-chain only.
  if (!original || !destination) return;
  await insertLinkedAsset(tx, {
    chainId: token.chainId,
    destination,
    newTokenId: token.newTokenId,
    original,
    creatorUserId: token.creatorUserId,
    mintedTx: token.mintedTx,
  });
}
