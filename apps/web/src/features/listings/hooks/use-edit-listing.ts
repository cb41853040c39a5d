import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { VALIDATION_MESSAGES } from "@meshlink/domain/messages/validation";
import { SUCCESS_MESSAGES } from "@meshlink/domain/messages/successes";
import { toListingDetails } from "@meshlink/domain/validation/listing-form";
import { storeAbi } from "@meshlink/contracts/generated";
import { useMemo } from "react";
import { type Address, isAddress, zeroAddress } from "viem";
import { useChainWriter } from "@/lib/chain-writer";
import { StepError } from "@/lib/step-machine";
import { notify } from "@/ui/notify";
import { editListing } from "@/features/listings/api/listings-api";
import { transactionSteps } from "@/lib/transaction-steps";
import { expirationSeconds } from "@/features/listings/hooks/expiration-seconds";
import { useListingTx } from "@/features/listings/hooks/use-listing-tx";
import { useStoreAddress } from "@/features/listings/hooks/use-store-address";
import type { EditListingValues } from "@/features/listings/list-asset.schema";

type EditedAsset = Pick<AssetDetails, "address" | "tokenId" | "blockchain">;
type EditInput = { values: EditListingValues; storeAddress: Address };

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
  const writer = useChainWriter();
  const chainId = asset.blockchain.chainId;
  const storeAddress = useStoreAddress(chainId);
  const steps = useMemo(
    () =>
      transactionSteps<EditInput>(writer, {
        chainId: () => chainId,
        sendKey: ({ values, storeAddress }) =>
          JSON.stringify([storeAddress, values.royalty, values.expiration, royaltyRecipient]),
        send: ({ values, storeAddress }) => {
          const listingId = BigInt(listId);
          // Spec section 5: never send a listing whose fees would go to no address.
          if (!isAddress(royaltyRecipient) || royaltyRecipient === zeroAddress) {
            throw new StepError(VALIDATION_MESSAGES.noFeeRecipient);
          }
          const details = toListingDetails(values, new Date());
          return writer.write({
            chainId,
            address: storeAddress,
            abi: storeAbi,
            functionName: "editListings",
            args: [listingId, expirationSeconds(details.expiration), royaltyRecipient, details.price],
          });
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
  const tx = useListingTx(steps, {
    asset,
    success: SUCCESS_MESSAGES.listingEdited,
    failure: ERROR_MESSAGES.listingFailed,
    onDone: onEdited,
  });
  const submit = async (values: EditListingValues) => {
    if (!storeAddress) return notify.error(ERROR_MESSAGES.listingFailed);
    await tx.submit({ values, storeAddress });
  };
  return { submit, running: tx.running, steps: tx.steps };
}
