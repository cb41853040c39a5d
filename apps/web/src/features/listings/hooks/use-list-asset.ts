import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { SUCCESS_MESSAGES } from "@meshlink/domain/messages/successes";
import { toListingDetails } from "@meshlink/domain/validation/listing-form";
import { useMemo } from "react";
import { type Address, isAddress } from "viem";
import type { ListingRef } from "@meshlink/domain/listings-api.types";
import { isSameAddress } from "@meshlink/domain/entities/address";
import { assetDetailsQuery } from "@/lib/queries/asset-details";
import { useChainReader } from "@/lib/chain-reader";
import { useStoreWriter } from "@/lib/store-writer";
import { transactionSteps } from "@/lib/transaction-steps";
import { useTransactionFlow } from "@/ui/use-transaction-flow";
import { createListing } from "@/features/listings/api/listings-api";
import { expirationSeconds } from "@/features/listings/hooks/expiration-seconds";
import { royaltyRecipientSteps } from "@/features/listings/hooks/royalty-recipient-steps";
import { registrationSteps } from "@/features/listings/hooks/registration-steps";
import type { ListAssetValues } from "@/features/listings/list-asset.schema";

type ListedAsset = Pick<AssetDetails, "address" | "tokenId" | "blockchain" | "imported">;
type ListInput = { values: ListAssetValues };

/** Who lists, and who the listing's royalties go to (the user's first wallet, spec section 3). */
export type ListingWallets = { seller: string; royaltyRecipient: string };

/**
 * listForSale on the asset's chain, its block, then the server record; when the listing wallet is
 * not the user's first one, the royalty recipient follows (royalty-recipient-steps.ts). The asset
 * is then reloaded.
 */
export function useListAsset(asset: ListedAsset, wallets: ListingWallets, onListed: () => void) {
  const writer = useStoreWriter();
  const reader = useChainReader();
  const chainId = asset.blockchain.chainId;
  const { seller, royaltyRecipient } = wallets;
  const steps = useMemo(() => {
    const listing = transactionSteps<ListInput, ListingRef>(writer, {
      chainId: () => chainId,
      sendKey: ({ values }) => JSON.stringify([values.supply, values.royalty, values.expiration]),
      call: ({ values }) => {
        const details = toListingDetails(values, new Date());
        return {
          functionName: "listForSale",
          args: [
            asset.address as Address,
            BigInt(asset.tokenId),
            BigInt(values.supply),
            details.price,
            expirationSeconds(details.expiration),
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
    const recipient =
      !isAddress(royaltyRecipient) || isSameAddress(seller, royaltyRecipient)
        ? []
        : royaltyRecipientSteps(writer, chainId, royaltyRecipient);
    return [...registration, ...listing, ...recipient];
  }, [writer, reader, chainId, asset.address, asset.tokenId, asset.imported, seller, royaltyRecipient]);
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
