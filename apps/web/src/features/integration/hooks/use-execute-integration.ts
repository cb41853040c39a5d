import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import type { Proposal } from "@meshlink/domain/entities/proposal";
import { ERROR_MESSAGES, errorMessageOf } from "@meshlink/domain/messages/errors";
import { SUCCESS_MESSAGES } from "@meshlink/domain/messages/successes";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { Address } from "viem";
import { assetDetailsQuery } from "@/lib/queries/asset-details";
import { useStoreChains } from "@/lib/store-chains";
import { useStoreWriter } from "@/lib/store-writer";
import { transactionSteps } from "@/lib/transaction-steps";
import { useTransactionFlow } from "@/ui/use-transaction-flow";
import { recordExecution } from "@/features/integration/api/integration-api";

type IntegratedAsset = Pick<AssetDetails, "address" | "tokenId" | "blockchain">;
type ExecutedProposal = Pick<Proposal, "_id" | "listingId" | "offererCollectionAddress">;
type LinkedAsset = { address: string; tokenId: string };

/**
 * The studio executes its accepted proposal (spec section 4 "Executing integration"):
 * executeListing, its block, then the server record, which finds the new token in the receipt and
 * answers the linked asset. Only a reverted execution is sent again: once mined, the approval is
 * consumed and a second executeListing would revert, so a retry only repeats the record.
 */
export function useExecuteIntegration(asset: IntegratedAsset, proposal: ExecutedProposal) {
  const writer = useStoreWriter();
  const stores = useStoreChains();
  const queryClient = useQueryClient();
  const chainId = asset.blockchain.chainId;
  const { _id, listingId, offererCollectionAddress } = proposal;
  // New steps (nothing reused from an earlier run) when the proposal, its listing or the wallet
  // changes, e.g. after the asset page reloaded.
  const steps = useMemo(
    () =>
      transactionSteps<void, LinkedAsset>(writer, {
        chainId: () => chainId,
        call: () => ({
          functionName: "executeListing",
          args: [BigInt(listingId), offererCollectionAddress as Address],
        }),
        save: async (_input, txHash) => {
          // The server's "decoding error" when the receipt holds no AgreementExecuted.
          const { linkedAsset } = await recordExecution(_id, { chainId, txHash });
          return { address: linkedAsset.address, tokenId: linkedAsset.tokenId };
        },
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
    [chainId, _id, listingId, offererCollectionAddress, writer],
  );
  const [linked, setLinked] = useState<LinkedAsset | null>(null);
  // The step's own text (spec section 8), e.g. the missing Store address or the server's reason.
  const tx = useTransactionFlow(steps, {
    success: SUCCESS_MESSAGES.assetIntegrated,
    failure: ERROR_MESSAGES.integrationFailed,
    onDone: ({ saved }) => setLinked(saved ?? null),
  });
  // The panel switches to "integrated" on reload; the dialog keeps the link until it is closed.
  const refreshAsset = () => queryClient.invalidateQueries({ queryKey: assetDetailsQuery(asset).queryKey });
  return {
    execute: () => tx.run(),
    steps: tx.steps,
    running: tx.running,
    linked,
    refreshAsset,
    ready: stores.isSuccess,
  };
}
