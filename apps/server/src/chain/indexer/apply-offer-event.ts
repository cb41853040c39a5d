import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { chainOffers } from "../../db/schema-chain.ts";
import type { ChainEvent } from "./chain-event.ts";
import { recordIntegration } from "./apply-listing-event.ts";
import { royaltyFeeFromChain } from "./chain-values.ts";
import { recordActivity } from "./record-activity.ts";

/**
 * OfferMade, OfferAuthorized and OfferAccepted: offers move made → authorized → accepted. Accepting
 * executes the integration, whose OfferExecuted (same transaction) is recorded as AgreementExecuted is.
 */
export async function applyOfferEvent(db: Db, event: ChainEvent) {
  const { args, chainId } = event;
  const offerId = String(args.offerId);
  if (event.eventName === "OfferExecuted") {
    await recordIntegration(db, event, {
      kind: "offer",
      offerId,
      proposer: String(args.offeror),
      destinationCollection: String(args.gameAddress),
      newTokenId: String(args.newTokenId),
      originalCollection: String(args.originalCollection),
      originalTokenId: String(args.originalTokenId),
      price: royaltyFeeFromChain(args.royaltyFee),
      from: String(args.royaltyRecipient),
    });
    return;
  }
  if (event.eventName === "OfferMade") {
    const offer = {
      chainId,
      offerId,
      assetId: String(args.assetId),
      offeror: String(args.offeror),
      collectionOwner: String(args.collectionOwnerAddr),
      gameAddress: String(args.gameAddress),
      collection: String(args.collection),
      tokenId: String(args.tokenId),
      royaltyFee: royaltyFeeFromChain(args.royaltyFee),
      state: "made" as const,
      madeBlock: event.blockNumber,
      madeLogIndex: event.logIndex,
    };
    await db.insert(chainOffers).values(offer);
    // The offer names its token, so the row joins that token's history with the royalty offered.
    await recordActivity(db, event, {
      eventType: "Offered",
      assetId: offer.assetId,
      collection: offer.collection,
      tokenId: offer.tokenId,
      price: offer.royaltyFee,
      from: offer.offeror,
      to: offer.collectionOwner,
    });
    return;
  }
  const state = event.eventName === "OfferAuthorized" ? "authorized" : "accepted";
  await db
    .update(chainOffers)
    .set({ state })
    .where(and(eq(chainOffers.chainId, chainId), eq(chainOffers.offerId, offerId)));
}
