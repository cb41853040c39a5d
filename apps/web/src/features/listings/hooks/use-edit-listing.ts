import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { VALIDATION_MESSAGES } from "@meshlink/domain/messages/validation";
import { SUCCESS_MESSAGES } from "@meshlink/domain/messages/successes";
import { toListingDetails } from "@meshlink/domain/validation/listing-form";
import { useMemo } from "react";
import { isAddress, zeroAddress } from "viem";
import { assetDetailsQuery } from "@/lib/queries/asset-details";
import { StepError } from "@/lib/step-machine";
import { useStoreWriter } from "@/lib/store-writer";
import { transactionSteps } from "@/lib/transaction-steps";
import { useTransactionFlow } from "@/ui/use-transaction-flow";
import { editListing } from "@/features/listings/api/listings-api";
import { expirationSeconds } from "@/features/listings/hooks/expiration-seconds";
import type { EditListingValues } from "@/features/listings/list-asset.schema";

type EditedAsset = Pick<AssetDetails, "address" | "tokenId" | "blockchain">;
type EditInput = { values: EditListingValues };

/**
 * editListings on the asset's chain, its block, then PATCH /api/listings/{listId}. The royalty
 * recipient is not part of the form: it is the user's first wallet (spec section 3), so an edit
 * also moves the royalties there once the user chose another first wallet.
 */
export function useEditListing(
  asset: EditedAsset,
  listId: string,
  royaltyRecipient: string,
  onEdited: () => void,
) {
  const writer = useStoreWriter();
  const chainId = asset.blockchain.chainId;
  const steps = useMemo(
    () =>
      transactionSteps<EditInput>(writer, {
        chainId: () => chainId,
        sendKey: ({ values }) => JSON.stringify([values.royalty, values.expiration, royaltyRecipient]),
        call: ({ values }) => {
          // Spec section 5: never send a listing whose fees would go to no address.
          if (!isAddress(royaltyRecipient) || royaltyRecipient === zeroAddress) {
            throw new StepError(VALIDATION_MESSAGES.noFeeRecipient);
          }
          const details = toListingDetails(values, new Date());
          return {
            functionName: "editListings",
            args: [BigInt(listId), expirationSeconds(details.expiration), royaltyRecipient, details.price],
          };
        },
        saveKey: ({ values }) => JSON.stringify([values.engines, values.technicalDescription]),
        save: ({ values }, txHash) =>
          editListing(listId, {
            chainId,
            txHash,
            engines: values.engines,
            technicalDescription: values.technicalDescription,
          }),
        labels: { save: "Saving the listing" },
      }),
    [writer, chainId, listId, royaltyRecipient],
  );
  const tx = useTransactionFlow(steps, {
    success: SUCCESS_MESSAGES.listingEdited,
    failure: ERROR_MESSAGES.listingFailed,
    failureOnly: true,
    invalidates: [assetDetailsQuery(asset).queryKey],
    onDone: onEdited,
  });
  const submit = (values: EditListingValues) => tx.run({ values });
  return { submit, running: tx.running, steps: tx.steps };
}
