import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { SUCCESS_MESSAGES } from "@meshlink/domain/messages/successes";
import { toListingDetails } from "@meshlink/domain/validation/listing-form";
import { storeAbi } from "@meshlink/contracts/generated";
import { useMemo } from "react";
import type { Address } from "viem";
import { useChainWriter } from "@/lib/chain-writer";
import { notify } from "@/ui/notify";
import { createListing } from "@/features/listings/api/listings-api";
import { transactionSteps } from "@/lib/transaction-steps";
import { useListingTx } from "@/features/listings/hooks/use-listing-tx";
import { useStoreAddress } from "@/features/listings/hooks/use-store-address";
import type { ListAssetValues } from "@/features/listings/list-asset.schema";

type ListedAsset = Pick<AssetDetails, "address" | "tokenId" | "blockchain">;
type ListInput = { values: ListAssetValues; storeAddress: Address };

/** Expiration for the contract: unix seconds, 0 for "no expiry". */
export const expirationSeconds = (expiration: Date | null): bigint =>
  expiration === null ? 0n : BigInt(Math.floor(expiration.getTime() / 1000));

/** listForSale on the asset's chain, its block, then the server record; the asset is then reloaded. */
export function useListAsset(asset: ListedAsset, onListed: () => void) {
  const writer = useChainWriter();
  const chainId = asset.blockchain.chainId;
  const storeAddress = useStoreAddress(chainId);
  const steps = useMemo(
    () =>
      transactionSteps<ListInput>(writer, {
        chainId: () => chainId,
        sendKey: ({ values, storeAddress }) =>
          JSON.stringify([storeAddress, values.supply, values.royalty, values.expiration]),
        send: ({ values, storeAddress }) => {
          const details = toListingDetails(values, new Date());
          return writer.write({
            chainId,
            address: storeAddress,
            abi: storeAbi,
            functionName: "listForSale",
            args: [
              asset.address,
              BigInt(asset.tokenId),
              BigInt(values.supply),
              details.price,
              expirationSeconds(details.expiration),
            ],
          });
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
      }),
    [writer, chainId, asset.address, asset.tokenId],
  );
  const tx = useListingTx(steps, {
    asset,
    success: SUCCESS_MESSAGES.assetListed,
    failure: ERROR_MESSAGES.listingFailed,
    onDone: onListed,
  });
  const submit = async (values: ListAssetValues) => {
    if (!storeAddress) return notify.error(ERROR_MESSAGES.listingFailed);
    await tx.submit({ values, storeAddress });
  };
  return { submit, running: tx.running, steps: tx.steps };
}
