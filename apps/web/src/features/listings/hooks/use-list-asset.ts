import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { SUCCESS_MESSAGES } from "@meshlink/domain/messages/successes";
import { toListingDetails } from "@meshlink/domain/validation/listing-form";
import { storeAbi } from "@meshlink/contracts/generated";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useChainWriter } from "@/lib/chain-writer";
import { useStoreChains } from "@/lib/store-chains";
import { notify } from "@/ui/notify";
import { createListing } from "@/features/listings/api/listings-api";
import type { ListAssetValues } from "@/features/listings/list-asset.schema";

type ListedAsset = Pick<AssetDetails, "address" | "tokenId" | "blockchain">;

/** Expiration for the contract: unix seconds, 0 for "no expiry". */
export const expirationSeconds = (expiration: Date | null): bigint =>
  expiration === null ? 0n : BigInt(Math.floor(expiration.getTime() / 1000));

/** listForSale on the asset's chain, its block, then the server record; the asset is then reloaded. */
export function useListAsset(asset: ListedAsset, onListed: () => void) {
  const writer = useChainWriter();
  const queryClient = useQueryClient();
  const stores = useStoreChains();
  const [running, setRunning] = useState(false);

  const submit = async (values: ListAssetValues) => {
    setRunning(true);
    try {
      const chainId = asset.blockchain.chainId;
      const store = stores.data?.find((chain) => chain.chainId === chainId);
      if (!store) throw new Error(ERROR_MESSAGES.listingFailed);
      const details = toListingDetails(values, new Date());
      const txHash = await writer.write({
        chainId,
        address: store.storeAddress,
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
      const receipt = await writer.waitForReceipt(chainId, txHash);
      if (receipt.status !== "success") throw new Error(ERROR_MESSAGES.listingFailed);
      await createListing({
        chainId,
        txHash,
        engines: details.engines,
        technicalDescription: details.technicalDescription,
      });
      await queryClient.invalidateQueries({
        queryKey: ["assets", "details", asset.address.toLowerCase(), asset.tokenId],
      });
      notify.success(SUCCESS_MESSAGES.assetListed);
      onListed();
    } catch {
      notify.error(ERROR_MESSAGES.listingFailed);
    } finally {
      setRunning(false);
    }
  };
  return { submit, running };
}
