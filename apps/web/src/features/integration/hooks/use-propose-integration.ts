import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { ERROR_MESSAGES, errorMessageOf } from "@meshlink/domain/messages/errors";
import { SUCCESS_MESSAGES } from "@meshlink/domain/messages/successes";
import { VALIDATION_MESSAGES } from "@meshlink/domain/messages/validation";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { Address } from "viem";
import { createStepMachine, StepError, type StepView } from "@/lib/step-machine";
import { useStoreChains } from "@/lib/store-chains";
import { notify } from "@/ui/notify";
import { createProposal } from "@/features/integration/api/integration-api";
import { assetDetailsKey } from "@/lib/asset-details-key";
import { useChainReader, type ChainReader } from "@/lib/chain-reader";

type ProposedAsset = Pick<AssetDetails, "_id" | "address" | "tokenId" | "blockchain">;
type ProposeInput = { collection: Address; store: Address | undefined };
type ProposalTarget = { assetId: string; chainId: number; listingId: string; account: Address };

// A step done for another listing or wallet runs again: the keys name all it depends on.
const buildMachine = ({ assetId, chainId, listingId, account }: ProposalTarget, reader: ChainReader) =>
  createStepMachine<ProposeInput, object>(
    [
      {
        id: "compatibility",
        label: "Check the collection on-chain",
        key: ({ collection, store }) => `${listingId}:${account}:${collection}:${store}`,
        run: async ({ collection, store }) => {
          if (!store) throw new StepError(ERROR_MESSAGES.noContractAddress);
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
        key: ({ collection }) => `${assetId}:${listingId}:${collection}`,
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
    {},
  );

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
  const machine = useMemo(
    () => buildMachine({ assetId, chainId, listingId, account }, reader),
    [assetId, chainId, listingId, account, reader],
  );
  const [steps, setSteps] = useState<StepView[]>([]);
  const [running, setRunning] = useState(false);

  const submit = async (collection: Address) => {
    setRunning(true);
    const store = stores.data?.find((chain) => chain.chainId === chainId)?.storeAddress;
    try {
      await machine.run({ collection, store }, setSteps);
      notify.success(SUCCESS_MESSAGES.proposalSent);
      await queryClient.invalidateQueries({ queryKey: assetDetailsKey(asset) });
      onProposed();
    } catch (error) {
      notify.error(error, ERROR_MESSAGES.proposalFailed);
    } finally {
      setRunning(false);
    }
  };
  return { submit, steps, running, ready: stores.isSuccess };
}
