import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import type { Proposal } from "@meshlink/domain/entities/proposal";
import { ERROR_MESSAGES, errorMessageOf } from "@meshlink/domain/messages/errors";
import { SUCCESS_MESSAGES } from "@meshlink/domain/messages/successes";
import { storeAbi } from "@meshlink/contracts/generated";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { Address } from "viem";
import { useChainWriter, type ChainWriter } from "@/lib/chain-writer";
import { createStepMachine, StepError, type StepView } from "@/lib/step-machine";
import { useStoreChains } from "@/lib/store-chains";
import { transactionSteps } from "@/lib/transaction-steps";
import { notify } from "@/ui/notify";
import { recordExecution } from "@/features/integration/api/integration-api";
import { assetDetailsKey } from "@/lib/asset-details-key";

type IntegratedAsset = Pick<AssetDetails, "address" | "tokenId" | "blockchain">;
type ExecutedProposal = Pick<Proposal, "_id" | "listingId" | "offererCollectionAddress">;
export type LinkedAsset = { address: string; tokenId: string };
type ExecuteInput = { store: Address | undefined };

// executeListing, its block, then the server record, which finds the new token in the receipt and
// answers the linked asset. Only a reverted execution is sent again: once mined, the approval is
// consumed and a second executeListing would revert, so a retry only repeats the record.
const buildMachine = (chainId: number, proposal: ExecutedProposal, writer: ChainWriter) =>
  createStepMachine(
    transactionSteps<ExecuteInput, LinkedAsset>(writer, {
      chainId: () => chainId,
      send: ({ store }) => {
        if (!store) throw new StepError(ERROR_MESSAGES.noContractAddress);
        return writer.write({
          chainId,
          address: store,
          abi: storeAbi,
          functionName: "executeListing",
          args: [BigInt(proposal.listingId), proposal.offererCollectionAddress],
        });
      },
      sendKey: ({ store }) => `${proposal.listingId}:${proposal.offererCollectionAddress}:${store}`,
      save: async (_input, txHash) => {
        // The server's "decoding error" when the receipt holds no AgreementExecuted.
        const { linkedAsset } = await recordExecution(proposal._id, { chainId, txHash });
        return { address: linkedAsset.address, tokenId: linkedAsset.tokenId };
      },
      saveKey: () => `${proposal._id}:${proposal.listingId}`,
      labels: {
        send: "Confirm the integration in your wallet",
        block: "Wait for the block",
        save: "Record the integrated asset",
      },
      failures: {
        send: ERROR_MESSAGES.integrationFailed,
        reverted: ERROR_MESSAGES.integrationFailed,
        save: (error) => errorMessageOf(error, ERROR_MESSAGES.integrationFailed),
      },
    }),
    {},
  );

/** The studio executes its accepted proposal (spec section 4 "Executing integration"). */
export function useExecuteIntegration(asset: IntegratedAsset, proposal: ExecutedProposal) {
  const writer = useChainWriter();
  const stores = useStoreChains();
  const queryClient = useQueryClient();
  const chainId = asset.blockchain.chainId;
  const { _id, listingId, offererCollectionAddress } = proposal;
  // A new machine (nothing reused from an earlier run) when the proposal, its listing or the wallet
  // changes, e.g. after the asset page reloaded.
  const machine = useMemo(
    () => buildMachine(chainId, { _id, listingId, offererCollectionAddress }, writer),
    [chainId, _id, listingId, offererCollectionAddress, writer],
  );
  const [steps, setSteps] = useState<StepView[]>([]);
  const [running, setRunning] = useState(false);
  const [linked, setLinked] = useState<LinkedAsset | null>(null);

  const execute = async () => {
    setRunning(true);
    const store = stores.data?.find((chain) => chain.chainId === chainId)?.storeAddress;
    try {
      const result = await machine.run({ store }, setSteps);
      setLinked(result.saved ?? null);
      notify.success(SUCCESS_MESSAGES.assetIntegrated);
    } catch (error) {
      // The step's own text (spec section 8), e.g. the missing Store address or the server's reason.
      notify.error(error, ERROR_MESSAGES.integrationFailed);
    } finally {
      setRunning(false);
    }
  };
  // The panel switches to "integrated" on reload; the dialog keeps the link until it is closed.
  const refreshAsset = () => queryClient.invalidateQueries({ queryKey: assetDetailsKey(asset) });
  return { execute, steps, running, linked, refreshAsset, ready: stores.isSuccess };
}
