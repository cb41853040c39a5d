import { INTEGRATION_PANEL_TEXTS } from "@meshlink/domain/messages/integration-panel";
import { VALIDATION_MESSAGES } from "@meshlink/domain/messages/validation";
import type { Offer, RecordOfferRequest } from "@meshlink/domain/offers-api.types";
import { offerAssetIdOf } from "@meshlink/domain/users-api.types";
import { insertOfferRecord } from "../../db/queries/offers.ts";
import { findUserCollections } from "../../db/queries/collections.ts";
import { indexThroughBlock } from "../collections/index-through-block.ts";
import { findVerifiedReceipt } from "../collections/verified-receipt.ts";
import { type MarketDeps, type MarketUser, storeEvents } from "../listings/market-deps.ts";
import { insertNotification } from "../../db/queries/notifications.ts";
import { pushNotification } from "../notifications/create-notification.ts";
import { checkCompatible } from "../proposals/check-compatible.ts";
import { loadAssetFacts } from "../proposals/load-asset-facts.ts";
import { findOffer } from "./find-offer.ts";
import { offerView } from "./offer-rows.ts";
import { ServiceError } from "../service-error.ts";

/**
 * POST /api/offers after the studio's makeOffer: the receipt must hold an offer by one of the user's
 * wallets on this asset, addressed to a wallet of its owner, for one of the user's collections on
 * the asset's chain that the Store finds compatible (the proposal's rule and messages, spec section
 * 5). Once the indexer holds it, the record is written and the owner notified, once per offer.
 */
export async function recordOfferMade(
  deps: MarketDeps,
  user: MarketUser,
  input: RecordOfferRequest,
): Promise<Offer> {
  const { asset, owner } = await loadAssetFacts(deps.db, input.assetId);
  if (user.type !== "studio") throw new ServiceError("FORBIDDEN", INTEGRATION_PANEL_TEXTS.creatorUser);
  if (owner._id === user.id)
    throw new ServiceError("FORBIDDEN", "You cannot make an offer on your own asset");
  const { receipt, chain } = await findVerifiedReceipt(deps.chains, { ...input, creator: user });
  const onChainId = offerAssetIdOf(asset.id);
  const made = storeEvents(chain, receipt, "OfferMade").find(
    (e) => e.args.assetId === onChainId && user.addresses.includes(e.args.offeror.toLowerCase()),
  );
  if (!made || asset.chainId !== input.chainId) {
    throw new ServiceError("INVALID_REQUEST", "The transaction did not make an offer on this asset");
  }
  const ownerWallets = owner.addresses.map((entry) => entry.address.toLowerCase());
  if (!ownerWallets.includes(made.args.collectionOwnerAddr.toLowerCase())) {
    throw new ServiceError("INVALID_REQUEST", "The offer is not addressed to this asset's owner");
  }
  const game = made.args.gameAddress.toLowerCase();
  const mine = await findUserCollections(deps.db, user.id, asset.chainId);
  if (mine.length === 0) throw new ServiceError("INVALID_REQUEST", VALIDATION_MESSAGES.buyerHasNoCollection);
  if (!mine.some((c) => c.address === game)) {
    throw new ServiceError("INVALID_REQUEST", VALIDATION_MESSAGES.noDestinationCollection);
  }
  await checkCompatible(deps, chain.chainId, game, made.args.offeror.toLowerCase());

  await indexThroughBlock(deps.db, chain, receipt.blockNumber);
  const offerId = made.args.offerId.toString();
  // The indexer applied the block, so the offer is there; a 404 would mean another chain's Store.
  const offer = await findOffer(deps.db, input.chainId, offerId);
  const block = await chain.client.getBlock({ blockNumber: receipt.blockNumber });
  const madeAt = new Date(Number(block.timestamp) * 1000);
  const notification = await deps.db.transaction(async (tx) => {
    const recorded = await insertOfferRecord(tx, {
      chainId: input.chainId,
      offerId,
      assetId: asset.id,
      offerorId: user.id,
      madeTx: input.txHash,
      madeAt,
    });
    if (!recorded) return null;
    return insertNotification(tx, {
      type: "asset_offer_made",
      userId: owner._id,
      fromUserId: user.id,
      assetId: asset.id,
    });
  });
  if (notification) await pushNotification(deps, notification);
  // The offer as read, with the record this request wrote (an earlier record was read with it).
  return offerView(notification ? { ...offer, made_at: madeAt, offeror_record_id: user.id } : offer);
}
