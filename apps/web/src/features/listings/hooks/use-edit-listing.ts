import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { VALIDATION_MESSAGES } from "@meshlink/domain/messages/validation";
import { SUCCESS_MESSAGES } from "@meshlink/domain/messages/successes";
import { toListingDetails } from "@meshlink/domain/validation/listing-form";
import { storeAbi } from "@meshlink/contracts/generated";
import { useMemo } from "react";
import { type Address, zeroAddress } from "viem";
import { useChainWriter } from "@/lib/chain-writer";
import { StepError } from "@/lib/step-machine";
import { notify } from "@/ui/notify";
import { editListing } from "@/features/listings/api/listings-api";
import { transactionSteps } from "@/lib/transaction-steps";
import { expirationSeconds } from "@/features/listings/hooks/use-list-asset";
import { useListingTx } from "@/features/listings/hooks/use-listing-tx";
import { useStoreAddress } from "@/features/listings/hooks/use-store-address";
import { useChainReader } from "@/lib/chain-reader";
import type { EditListingValues } from "@/features/listings/list-asset.schema";

type EditedAsset = Pick<AssetDetails, "address" | "tokenId" | "blockchain">;
type EditInput = { values: EditListingValues; storeAddress: Address };

/**
 * editListings on the asset's chain, its block, then PATCH /api/listings/{listId}. The royalty
 * recipient is not part of the form: the one the chain holds is read and sent back unchanged.
 */
export function useEditListing(asset: EditedAsset, listId: string, onEdited: () => void) {
  const writer = useChainWriter();
  const reader = useChainReader();
  const chainId = asset.blockchain.chainId;
  const storeAddress = useStoreAddress(chainId);
  const steps = useMemo(
    () =>
      transactionSteps<EditInput>(writer, {
        chainId: () => chainId,
        sendKey: ({ values, storeAddress }) =>
          JSON.stringify([storeAddress, values.royalty, values.expiration]),
        send: async ({ values, storeAddress }) => {
          const listingId = BigInt(listId);
          const { royaltyRecipient } = await reader.getListedNft({ chainId, storeAddress, listingId });
          // Spec section 5: never send a listing whose fees would go to the zero address.
          if (royaltyRecipient === zeroAddress) throw new StepError(VALIDATION_MESSAGES.noFeeRecipient);
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
    [writer, reader, chainId, listId],
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
