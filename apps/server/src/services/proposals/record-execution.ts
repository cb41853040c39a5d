import type { ExecutedIntegration } from "@meshlink/domain/proposals-api.types";
import { findAssetById } from "../../db/queries/assets.ts";
import { findIndexedExecution, markProposalFinalised } from "../../db/queries/proposals.ts";
import { findCollectionsAt } from "../../db/queries/collections.ts";
import { indexThroughBlock } from "../collections/index-through-block.ts";
import { findVerifiedReceipt } from "../collections/verified-receipt.ts";
import { type MarketDeps, type MarketUser, storeEvents } from "../listings/market-deps.ts";
import { proposalView } from "./find-asset-proposals.ts";
import { findProposal } from "./find-proposal.ts";
import { insertLinkedAsset } from "./insert-linked-asset.ts";
import { ServiceError } from "../service-error.ts";

type ProposalTx = { chainId: number; txHash: string };

/**
 * POST /api/proposals/{id}/executed after the proposer's executeListing (spec section 4 "Executing
 * integration"): the receipt's AgreementExecuted must be this proposal's listing, proposer and
 * destination, and the indexer's execution row must show it. The linked token becomes an asset of
 * the studio's collection whose `original` is the source asset, and the proposal is finalised.
 * Reporting the same transaction again answers the same result.
 */
export async function recordExecution(
  deps: MarketDeps,
  user: MarketUser,
  proposalId: string,
  input: ProposalTx,
): Promise<ExecutedIntegration> {
  const proposal = await findProposal(deps.db, proposalId);
  if (proposal.offererId !== user.id) throw new ServiceError("FORBIDDEN", "This proposal is not yours");
  if (proposal.isFinalised && proposal.executedTx !== input.txHash) {
    throw new ServiceError("CONFLICT", "This proposal is already finalised");
  }
  if (!proposal.accepted) throw new ServiceError("CONFLICT", "This proposal is not accepted yet");
  const { receipt, chain } = await findVerifiedReceipt(deps.chains, { ...input, creator: user });
  const event = storeEvents(chain, receipt, "AgreementExecuted").find(
    (e) =>
      e.args.listingId.toString() === proposal.listingId &&
      e.args.proposer.toLowerCase() === proposal.offererAddress &&
      e.args.destinationCollection.toLowerCase() === proposal.offererCollectionAddress,
  );
  if (!event) throw new ServiceError("INVALID_REQUEST", "The transaction did not execute this proposal");
  await indexThroughBlock(deps.db, chain, receipt.blockNumber);
  const newTokenId = event.args.newTokenId.toString();
  const execution = await findIndexedExecution(deps.db, { ...input, newTokenId });
  if (!execution) throw new ServiceError("CONFLICT", "The integration is not indexed");

  const original = await findAssetById(deps.db, proposal.assetId);
  const [destination] = await findCollectionsAt(deps.db, input.chainId, [proposal.offererCollectionAddress]);
  if (!original || !destination) throw new ServiceError("NOT_FOUND", "Asset or collection not found");

  const linked = await deps.db.transaction(async (tx) => {
    const assetId = await insertLinkedAsset(tx, {
      chainId: input.chainId,
      destination,
      newTokenId,
      original,
      creatorUserId: user.id,
      mintedTx: input.txHash,
    });
    const finalised = await markProposalFinalised(tx, proposal.id, {
      executedTx: input.txHash,
      linkedAssetId: assetId,
    });
    return { assetId, proposal: finalised };
  });
  return {
    proposal: proposalView(linked.proposal, user.name, original.tokenId),
    linkedAsset: {
      _id: linked.assetId,
      address: destination.address,
      tokenId: newTokenId,
      original: original.id,
    },
  };
}
