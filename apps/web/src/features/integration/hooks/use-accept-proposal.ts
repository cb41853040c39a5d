import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import type { Proposal } from "@meshlink/domain/entities/proposal";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { SUCCESS_MESSAGES } from "@meshlink/domain/messages/successes";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { Address } from "viem";
import { assetDetailsQuery } from "@/lib/queries/asset-details";
import { useStoreChains } from "@/lib/store-chains";
import { useStoreWriter } from "@/lib/store-writer";
import { transactionSteps, type TransactionCtx } from "@/lib/transaction-steps";
import { useTransactionFlow } from "@/ui/use-transaction-flow";
import { acceptProposal } from "@/features/integration/api/integration-api";

type AcceptedAsset = Pick<AssetDetails, "address" | "tokenId" | "blockchain">;

/**
 * The owner accepts a proposal (spec section 4 "Proposal"): approveListing, its block, then the
 * server record, whose answer shows "Accepted" at once. Once the approval is mined a retry only
 * repeats the record: approving twice would revert (AlreadyApproved).
 */
export function useAcceptProposal(
  asset: AcceptedAsset,
  proposal: Pick<Proposal, "_id" | "listingId" | "offererAddress">,
) {
  const writer = useStoreWriter();
  const stores = useStoreChains();
  const queryClient = useQueryClient();
  const chainId = asset.blockchain.chainId;
  const { _id, listingId, offererAddress } = proposal;
  // New steps when the proposal or its listing changes: nothing sent for the old one is reused.
  const steps = useMemo(
    () =>
      transactionSteps<void, AssetDetails>(writer, {
        chainId: () => chainId,
        call: () => ({
          functionName: "approveListing",
          args: [BigInt(listingId), offererAddress as Address],
        }),
        save: (_input, txHash) => acceptProposal(_id, { chainId, txHash }),
        labels: {
          send: "Approve in your wallet",
          block: "Wait for the block",
          save: "Record the acceptance",
        },
        failures: {
          send: ERROR_MESSAGES.approveProposalFailed,
          reverted: ERROR_MESSAGES.approveProposalFailed,
          save: () => ERROR_MESSAGES.acceptProposalFailed,
        },
      }),
    [chainId, _id, listingId, offererAddress, writer],
  );
  const tx = useTransactionFlow(steps, {
    success: SUCCESS_MESSAGES.proposalAccepted,
    failure: ERROR_MESSAGES.acceptProposalFailed,
    onDone: ({ saved }: TransactionCtx<AssetDetails>) => {
      const { queryKey } = assetDetailsQuery(asset);
      if (saved) queryClient.setQueryData(queryKey, saved);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
  return { accept: () => tx.run(), running: tx.running, ready: stores.isSuccess };
}
