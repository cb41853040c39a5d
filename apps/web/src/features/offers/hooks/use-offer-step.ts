import { errorMessageOf } from "@meshlink/domain/messages/errors";
import type { Offer } from "@meshlink/domain/offers-api.types";
import { useMemo } from "react";
import { assetOffersQuery } from "@/lib/queries/asset-offers";
import { useStoreChains } from "@/lib/store-chains";
import { useStoreWriter } from "@/lib/store-writer";
import { transactionSteps } from "@/lib/transaction-steps";
import { useTransactionFlow } from "@/ui/use-transaction-flow";
import { recordOfferStep } from "@/features/offers/api/offers-api";
import { OFFER_MESSAGES } from "@/features/offers/offer-messages";

export type OfferStep = "authorize" | "accept";

const STEP = {
  authorize: {
    functionName: "authorizeOffer",
    labels: {
      send: "Authorize in your wallet",
      block: "Wait for the block",
      save: "Record the authorization",
    },
    failed: OFFER_MESSAGES.authorizeFailed,
    done: OFFER_MESSAGES.authorized,
  },
  accept: {
    functionName: "acceptOffer",
    labels: { send: "Accept in your wallet", block: "Wait for the block", save: "Record the acceptance" },
    failed: OFFER_MESSAGES.acceptFailed,
    done: OFFER_MESSAGES.accepted,
  },
} as const;

/**
 * The owner authorizes a made offer, the offeror accepts an authorized one (spec section 4
 * "Offer"): the step's transaction, its block, then the server record. Once mined a retry only
 * records again, since the Store refuses a second authorize or accept (InvalidOfferState).
 */
export function useOfferStep(offer: Pick<Offer, "chainId" | "offerId" | "assetId">, step: OfferStep) {
  const writer = useStoreWriter();
  const stores = useStoreChains();
  const { chainId, offerId, assetId } = offer;
  const { failed, done } = STEP[step];
  const steps = useMemo(() => {
    const { functionName, labels } = STEP[step];
    return transactionSteps<void, Offer>(writer, {
      chainId: () => chainId,
      call: () => ({ functionName, args: [BigInt(offerId)] }),
      save: (_input, txHash) => recordOfferStep(offerId, step, { chainId, txHash }),
      labels,
      failures: { send: failed, reverted: failed, save: (error) => errorMessageOf(error, failed) },
    });
  }, [chainId, offerId, step, failed, writer]);
  const tx = useTransactionFlow(steps, {
    success: done,
    failure: failed,
    invalidates: [assetOffersQuery(assetId).queryKey],
  });
  return { run: () => tx.run(), steps: tx.steps, running: tx.running, ready: stores.isSuccess };
}
