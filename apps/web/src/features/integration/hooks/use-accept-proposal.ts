import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import type { Proposal } from "@meshlink/domain/entities/proposal";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { SUCCESS_MESSAGES } from "@meshlink/domain/messages/successes";
import { storeAbi } from "@meshlink/contracts/generated";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { Address } from "viem";
import { useChainWriter, type ChainWriter } from "@/lib/chain-writer";
import { createStepMachine, StepError } from "@/lib/step-machine";
import { useStoreChains } from "@/lib/store-chains";
import { transactionSteps } from "@/lib/transaction-steps";
import { notify } from "@/ui/notify";
import { acceptProposal } from "@/features/integration/api/integration-api";
import { assetDetailsKey } from "@/lib/asset-details-key";

type AcceptedAsset = Pick<AssetDetails, "address" | "tokenId" | "blockchain">;
type AcceptedProposal = Pick<Proposal, "_id" | "listingId" | "offererAddress">;
type AcceptInput = { store: Address | undefined };

// approveListing, its block, then the server record. Once the approval is mined a retry only
// repeats the record: approving twice would revert (AlreadyApproved).
const buildMachine = (chainId: number, proposal: AcceptedProposal, writer: ChainWriter) =>
  createStepMachine(
    transactionSteps<AcceptInput, AssetDetails>(writer, {
      chainId: () => chainId,
      send: ({ store }) => {
        if (!store) throw new StepError(ERROR_MESSAGES.noContractAddress);
        return writer.write({
          chainId,
          address: store,
          abi: storeAbi,
          functionName: "approveListing",
          args: [BigInt(proposal.listingId), proposal.offererAddress],
        });
      },
      sendKey: ({ store }) => `${proposal.listingId}:${proposal.offererAddress}:${store}`,
      save: (_input, txHash) => acceptProposal(proposal._id, { chainId, txHash }),
      saveKey: () => `${proposal._id}:${proposal.listingId}`,
      labels: { send: "Approve in your wallet", block: "Wait for the block", save: "Record the acceptance" },
      failures: {
        send: ERROR_MESSAGES.approveProposalFailed,
        reverted: ERROR_MESSAGES.approveProposalFailed,
        save: () => ERROR_MESSAGES.acceptProposalFailed,
      },
    }),
    {},
  );

/** The owner accepts a proposal (spec section 4 "Proposal"); the asset page then shows "Accepted". */
export function useAcceptProposal(asset: AcceptedAsset, proposal: AcceptedProposal) {
  const writer = useChainWriter();
  const stores = useStoreChains();
  const queryClient = useQueryClient();
  const chainId = asset.blockchain.chainId;
  const { _id, listingId, offererAddress } = proposal;
  // A new machine when the proposal or its listing changes: nothing sent for the old one is reused.
  const machine = useMemo(
    () => buildMachine(chainId, { _id, listingId, offererAddress }, writer),
    [chainId, _id, listingId, offererAddress, writer],
  );
  const [running, setRunning] = useState(false);

  const accept = async () => {
    setRunning(true);
    const store = stores.data?.find((chain) => chain.chainId === chainId)?.storeAddress;
    try {
      const result = await machine.run({ store }, () => undefined);
      if (result.saved) queryClient.setQueryData(assetDetailsKey(asset), result.saved);
      notify.success(SUCCESS_MESSAGES.proposalAccepted);
      await queryClient.invalidateQueries({ queryKey: assetDetailsKey(asset) });
    } catch (error) {
      notify.error(error, ERROR_MESSAGES.acceptProposalFailed);
    } finally {
      setRunning(false);
    }
  };
  return { accept, running, ready: stores.isSuccess };
}
