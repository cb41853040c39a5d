import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { ERROR_MESSAGES, errorMessageOf } from "@meshlink/domain/messages/errors";
import { SUCCESS_MESSAGES } from "@meshlink/domain/messages/successes";
import { VALIDATION_MESSAGES } from "@meshlink/domain/messages/validation";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { Address } from "viem";
import { assetDetailsQuery } from "@/lib/queries/asset-details";
import { useChainReader } from "@/lib/chain-reader";
import { StepError, type Step } from "@/lib/step-machine";
import { findStoreAddress, useStoreChains } from "@/lib/store-chains";
import { useTransactionFlow } from "@/ui/use-transaction-flow";
import { createProposal } from "@/features/integration/api/integration-api";

type ProposedAsset = Pick<AssetDetails, "_id" | "address" | "tokenId" | "blockchain">;
type ProposeInput = { collection: Address };

/** Checks the destination on-chain, then records the proposal (spec sections 4, 5, 8). */
export function useProposeIntegration(
  asset: ProposedAsset,
  listingId: string,
  account: Address,
  onProposed: () => void,
) {
  const reader = useChainReader();
  const stores = useStoreChains();
  const queryClient = useQueryClient();
  const assetId = asset._id;
  const chainId = asset.blockchain.chainId;
  // Rebuilt when the listing or the wallet changes, so a retry never reuses what the old one checked.
  const steps = useMemo(
    (): Step<ProposeInput, object>[] => [
      {
        id: "compatibility",
        label: "Check the collection on-chain",
        key: ({ collection }) => collection,
        run: async ({ collection }) => {
          const store = await findStoreAddress(queryClient, chainId);
          const compatible = await reader
            .checkForCompatibility({ chainId, store, collection, account })
            .catch(() => {
              throw new StepError(ERROR_MESSAGES.proposalFailed);
            });
          if (!compatible) throw new StepError(VALIDATION_MESSAGES.collectionNotCompatible);
        },
      },
      {
        id: "record",
        label: "Send the proposal",
        key: ({ collection }) => collection,
        run: async ({ collection }) => {
          try {
            await createProposal({ assetId, listingId, offererCollectionAddress: collection });
          } catch (error) {
            // Section 8: the server's message when it gives one.
            throw new StepError(errorMessageOf(error, ERROR_MESSAGES.proposalFailed));
          }
        },
      },
    ],
    [assetId, chainId, listingId, account, reader, queryClient],
  );
  const tx = useTransactionFlow(steps, {
    success: SUCCESS_MESSAGES.proposalSent,
    failure: ERROR_MESSAGES.proposalFailed,
    invalidates: [assetDetailsQuery(asset).queryKey],
    onDone: onProposed,
  });
  const submit = (collection: Address) => tx.run({ collection });
  return { submit, steps: tx.steps, running: tx.running, ready: stores.isSuccess };
}
