import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { VALIDATION_MESSAGES } from "@meshlink/domain/messages/validation";
import { SUCCESS_MESSAGES } from "@meshlink/domain/messages/successes";
import { toListingDetails } from "@meshlink/domain/validation/listing-form";
import { useMemo } from "react";
import { type Address, isAddress, zeroAddress } from "viem";
import type { ListingRef } from "@meshlink/domain/listings-api.types";
import { assetDetailsQuery } from "@/lib/queries/asset-details";
import { useChainReader } from "@/lib/chain-reader";
import { StepError } from "@/lib/step-machine";
import { useStoreWriter } from "@/lib/store-writer";
import { transactionSteps } from "@/lib/transaction-steps";
import { useTransactionFlow } from "@/ui/use-transaction-flow";
import { createListing } from "@/features/listings/api/listings-api";
import { expirationSeconds } from "@/features/listings/hooks/expiration-seconds";
import { registrationSteps } from "@/features/listings/hooks/registration-steps";
import type { ListAssetValues } from "@/features/listings/list-asset.schema";

type ListedAsset = Pick<AssetDetails, "address" | "tokenId" | "blockchain" | "imported">;
type ListInput = { values: ListAssetValues };

/**
 * listForSale on the asset's chain, its block, then the server record; the asset is then reloaded.
 * `royaltyRecipient` is the user's default wallet, the first of their addresses (spec section 3,
 * docs/decisions/017): the listing names it on-chain, whichever of their wallets lists.
 */
export function useListAsset(asset: ListedAsset, royaltyRecipient: string, onListed: () => void) {
  const writer = useStoreWriter();
  const reader = useChainReader();
  const chainId = asset.blockchain.chainId;
  const steps = useMemo(() => {
    const listing = transactionSteps<ListInput, ListingRef>(writer, {
      chainId: () => chainId,
      sendKey: ({ values }) =>
        JSON.stringify([values.supply, values.royalty, values.expiration, royaltyRecipient]),
      call: ({ values }) => {
        // Spec section 5: never send a listing whose fees would go to no address.
        if (!isAddress(royaltyRecipient) || royaltyRecipient === zeroAddress) {
          throw new StepError(VALIDATION_MESSAGES.noFeeRecipient);
        }
        const details = toListingDetails(values, new Date());
        return {
          functionName: "listForSale",
          args: [
            asset.address as Address,
            BigInt(asset.tokenId),
            BigInt(values.supply),
            details.price,
            expirationSeconds(details.expiration),
            royaltyRecipient,
          ],
        };
      },
      saveKey: ({ values }) => JSON.stringify([values.engines, values.technicalDescription]),
      save: ({ values }, txHash) =>
        createListing({
          chainId,
          txHash,
          engines: values.engines,
          technicalDescription: values.technicalDescription,
        }),
      labels: { save: "Saving the listing" },
    });
    const registration = asset.imported
      ? registrationSteps(writer, reader, chainId, asset.address as Address)
      : [];
    return [...registration, ...listing];
  }, [writer, reader, chainId, asset.address, asset.tokenId, asset.imported, royaltyRecipient]);
  const tx = useTransactionFlow(steps, {
    success: SUCCESS_MESSAGES.assetListed,
    failure: ERROR_MESSAGES.listingFailed,
    failureOnly: true,
    invalidates: [assetDetailsQuery(asset).queryKey],
    onDone: onListed,
  });
  const submit = (values: ListAssetValues) => tx.run({ values });
  return { submit, running: tx.running, steps: tx.steps };
}
