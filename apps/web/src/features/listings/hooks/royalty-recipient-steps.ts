import type { ListingRef } from "@meshlink/domain/listings-api.types";
import { toListingDetails } from "@meshlink/domain/validation/listing-form";
import type { Address } from "viem";
import { StepError, type Step } from "@/lib/step-machine";
import type { StoreWriter } from "@/lib/store-writer";
import { transactionSteps, type TransactionCtx } from "@/lib/transaction-steps";
import { editListing } from "@/features/listings/api/listings-api";
import { expirationSeconds } from "@/features/listings/hooks/expiration-seconds";
import type { ListAssetValues } from "@/features/listings/list-asset.schema";

type ListInput = { values: ListAssetValues };
type Ctx = TransactionCtx<ListingRef>;

const PREFIX = "recipient-";

/**
 * Spec section 3: the first of a user's addresses is the royalty recipient. listForSale pays the
 * wallet that lists, so when the user lists from another of their wallets, editListings names the
 * first one right after, on the listing the previous steps recorded (ctx.saved).
 */
export function royaltyRecipientSteps(
  writer: StoreWriter,
  chainId: number,
  recipient: Address,
): Step<ListInput, Ctx>[] {
  type Input = ListInput & { listId: string };
  const steps = transactionSteps<Input, ListingRef>(writer, {
    chainId: () => chainId,
    sendKey: ({ listId }) => `${listId}:${recipient}`,
    call: ({ values, listId }) => {
      const details = toListingDetails(values, new Date());
      return {
        functionName: "editListings",
        args: [BigInt(listId), expirationSeconds(details.expiration), recipient, details.price],
      };
    },
    save: ({ values, listId }, txHash) =>
      editListing(listId, {
        chainId,
        txHash,
        engines: values.engines,
        technicalDescription: values.technicalDescription,
      }),
    labels: {
      send: "Confirm the royalty recipient (your first wallet) in your wallet",
      block: "Waiting for the royalty recipient's block",
      save: "Saving the royalty recipient",
    },
  });
  const withListId = (input: ListInput, ctx: Ctx): Input => ({ ...input, listId: ctx.saved?.listId ?? "" });
  return steps.map((step) => ({
    ...step,
    id: `${PREFIX}${step.id}`,
    key: (input, ctx) => step.key?.(withListId(input, ctx), ctx) ?? "",
    // A reverted editListings is sent again, not the listing before it.
    run: (input, ctx, report) =>
      step.run(withListId(input, ctx), ctx, report).catch((error: unknown) => {
        if (error instanceof StepError && error.retryFrom) {
          throw new StepError(error.message, `${PREFIX}${error.retryFrom}`);
        }
        throw error;
      }),
  }));
}
