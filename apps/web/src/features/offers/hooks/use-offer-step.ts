import { ERROR_MESSAGES, errorMessageOf } from "@meshlink/domain/messages/errors";
import type { Offer } from "@meshlink/domain/offers-api.types";
import { storeAbi } from "@meshlink/contracts/generated";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { Address } from "viem";
import { useChainWriter, type ChainWriter } from "@/lib/chain-writer";
import { assetOffersKey } from "@/lib/asset-offers-key";
import { createStepMachine, StepError, type StepView } from "@/lib/step-machine";
import { useStoreChains } from "@/lib/store-chains";
import { transactionSteps } from "@/lib/transaction-steps";
import { notify } from "@/ui/notify";
import { recordOfferStep } from "@/features/offers/api/offers-api";
import { OFFER_MESSAGES } from "@/features/offers/offer-messages";

export type OfferStep = "authorize" | "accept";
type StepInput = { store: Address | undefined };

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

// The step's transaction, its block, then the server record; once mined a retry only records
// again, since the Store refuses a second authorize or accept (InvalidOfferState).
const buildMachine = (offer: Pick<Offer, "chainId" | "offerId">, step: OfferStep, writer: ChainWriter) => {
  const { functionName, labels, failed } = STEP[step];
  return createStepMachine(
    transactionSteps<StepInput, Offer>(writer, {
      chainId: () => offer.chainId,
      send: ({ store }) => {
        if (!store) throw new StepError(ERROR_MESSAGES.noContractAddress);
        return writer.write({
          chainId: offer.chainId,
          address: store,
          abi: storeAbi,
          functionName,
          args: [BigInt(offer.offerId)],
        });
      },
      sendKey: ({ store }) => `${offer.offerId}:${store}`,
      save: (_input, txHash) => recordOfferStep(offer.offerId, step, { chainId: offer.chainId, txHash }),
      labels,
      failures: { send: failed, reverted: failed, save: (error) => errorMessageOf(error, failed) },
    }),
    {},
  );
};

/** The owner authorizes a made offer, the offeror accepts an authorized one (spec section 4 "Offer"). */
export function useOfferStep(offer: Pick<Offer, "chainId" | "offerId" | "assetId">, step: OfferStep) {
  const writer = useChainWriter();
  const stores = useStoreChains();
  const queryClient = useQueryClient();
  const { chainId, offerId, assetId } = offer;
  const machine = useMemo(
    () => buildMachine({ chainId, offerId }, step, writer),
    [chainId, offerId, step, writer],
  );
  const [steps, setSteps] = useState<StepView[]>([]);
  const [running, setRunning] = useState(false);

  const run = async () => {
    setRunning(true);
    const store = stores.data?.find((chain) => chain.chainId === chainId)?.storeAddress;
    try {
      await machine.run({ store }, setSteps);
      notify.success(STEP[step].done);
      await queryClient.invalidateQueries({ queryKey: assetOffersKey(assetId) });
    } catch (error) {
      notify.error(error, STEP[step].failed);
    } finally {
      setRunning(false);
    }
  };
  return { run, steps, running, ready: stores.isSuccess };
}
