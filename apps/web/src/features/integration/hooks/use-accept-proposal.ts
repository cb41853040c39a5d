import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import type { Proposal } from "@meshlink/domain/entities/proposal";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { SUCCESS_MESSAGES } from "@meshlink/domain/messages/successes";
import { storeAbi } from "@meshlink/contracts/generated";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Address, Hash } from "viem";
import { useChainWriter, type ChainWriter } from "@/lib/chain-writer";
import { createStepMachine, StepError } from "@/lib/step-machine";
import { useStoreChains } from "@/lib/store-chains";
import { notify } from "@/ui/notify";
import { acceptProposal, assetDetailsKey } from "@/features/integration/api/integration-api";

type AcceptedAsset = Pick<AssetDetails, "address" | "tokenId" | "blockchain">;
type AcceptedProposal = Pick<Proposal, "_id" | "listingId" | "offererAddress">;
type Ctx = { txHash?: Hash; asset?: AssetDetails };

// approveListing, its block, then the server record. Once the approval is mined a retry only
// repeats the record: approving twice would revert (AlreadyApproved).
const buildMachine = (chainId: number, proposal: AcceptedProposal, writer: ChainWriter) =>
  createStepMachine<{ store: Address | undefined }, Ctx>(
    [
      {
        id: "approve",
        label: "Approve in your wallet",
        run: async ({ store }) => {
          if (!store) throw new StepError(ERROR_MESSAGES.noContractAddress);
          const txHash = await writer
            .write({
              chainId,
              address: store,
              abi: storeAbi,
              functionName: "approveListing",
              args: [BigInt(proposal.listingId), proposal.offererAddress],
            })
            .catch(() => {
              throw new StepError(ERROR_MESSAGES.approveProposalFailed);
            });
          return { txHash };
        },
      },
      {
        id: "block",
        label: "Wait for the block",
        run: async (_input, { txHash }) => {
          const receipt = await writer.waitForReceipt(chainId, txHash!);
          if (receipt.status !== "success") {
            throw new StepError(ERROR_MESSAGES.approveProposalFailed, "approve");
          }
        },
      },
      {
        id: "record",
        label: "Record the acceptance",
        run: async (_input, { txHash }) => {
          const asset = await acceptProposal(proposal._id, { chainId, txHash: txHash! }).catch(() => {
            throw new StepError(ERROR_MESSAGES.acceptProposalFailed);
          });
          return { asset };
        },
      },
    ],
    {},
  );

/** The owner accepts a proposal (spec section 4 "Proposal"); the asset page then shows "Accepted". */
export function useAcceptProposal(asset: AcceptedAsset, proposal: AcceptedProposal) {
  const writer = useChainWriter();
  const stores = useStoreChains();
  const queryClient = useQueryClient();
  const chainId = asset.blockchain.chainId;
  const [machine] = useState(() => buildMachine(chainId, proposal, writer));
  const [running, setRunning] = useState(false);

  const accept = async () => {
    setRunning(true);
    const store = stores.data?.find((chain) => chain.chainId === chainId)?.storeAddress;
    try {
      const result = await machine.run({ store }, () => undefined);
      if (result.asset) queryClient.setQueryData(assetDetailsKey(asset), result.asset);
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
