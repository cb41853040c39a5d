import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { useMemo } from "react";
import { assetDetailsQuery } from "@/lib/queries/asset-details";
import { useStoreWriter } from "@/lib/store-writer";
import { transactionSteps } from "@/lib/transaction-steps";
import { useTransactionFlow } from "@/ui/use-transaction-flow";
import { cancelListing } from "@/features/listings/api/listings-api";

type CancelledAsset = Pick<AssetDetails, "address" | "tokenId" | "blockchain">;

/** cancelListing on the asset's chain, its block, then POST /api/listings/{listId}/cancel. */
export function useCancelListing(asset: CancelledAsset, listId: string, onCancelled: () => void) {
  const writer = useStoreWriter();
  const chainId = asset.blockchain.chainId;
  const steps = useMemo(
    () =>
      transactionSteps<void>(writer, {
        chainId: () => chainId,
        call: () => ({ functionName: "cancelListing", args: [BigInt(listId)] }),
        save: (_, txHash) => cancelListing(listId, { chainId, txHash }),
        labels: { save: "Saving the cancellation" },
      }),
    [writer, chainId, listId],
  );
  // The spec has no success text for a cancel: the page reloads and shows the List button again.
  const tx = useTransactionFlow(steps, {
    failure: ERROR_MESSAGES.listingFailed,
    failureOnly: true,
    invalidates: [assetDetailsQuery(asset).queryKey],
    onDone: onCancelled,
  });
  return { submit: () => tx.run(), running: tx.running, steps: tx.steps };
}
