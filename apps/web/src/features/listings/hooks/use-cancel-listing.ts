import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { storeAbi } from "@meshlink/contracts/generated";
import { useMemo } from "react";
import type { Address } from "viem";
import { useChainWriter } from "@/lib/chain-writer";
import { notify } from "@/ui/notify";
import { cancelListing } from "@/features/listings/api/listings-api";
import { transactionSteps } from "@/lib/transaction-steps";
import { useListingTx } from "@/features/listings/hooks/use-listing-tx";
import { useStoreAddress } from "@/features/listings/hooks/use-store-address";

type CancelledAsset = Pick<AssetDetails, "address" | "tokenId" | "blockchain">;
type CancelInput = { storeAddress: Address };

/** cancelListing on the asset's chain, its block, then POST /api/listings/{listId}/cancel. */
export function useCancelListing(asset: CancelledAsset, listId: string, onCancelled: () => void) {
  const writer = useChainWriter();
  const chainId = asset.blockchain.chainId;
  const storeAddress = useStoreAddress(chainId);
  const steps = useMemo(
    () =>
      transactionSteps<CancelInput>(writer, {
        chainId: () => chainId,
        sendKey: ({ storeAddress }) => storeAddress,
        send: ({ storeAddress }) =>
          writer.write({
            chainId,
            address: storeAddress,
            abi: storeAbi,
            functionName: "cancelListing",
            args: [BigInt(listId)],
          }),
        save: (_, txHash) => cancelListing(listId, { chainId, txHash }),
        labels: { save: "Saving the cancellation" },
      }),
    [writer, chainId, listId],
  );
  // The spec has no success text for a cancel: the page reloads and shows the List button again.
  const tx = useListingTx(steps, { asset, failure: ERROR_MESSAGES.listingFailed, onDone: onCancelled });
  const submit = async () => {
    if (!storeAddress) return notify.error(ERROR_MESSAGES.listingFailed);
    await tx.submit({ storeAddress });
  };
  return { submit, running: tx.running, steps: tx.steps };
}
