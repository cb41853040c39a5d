import { canAcceptProposal } from "@meshlink/domain/rules/asset-permissions";
import { insertNotification } from "../../db/queries/notifications.ts";
import { findIndexedApproval, markProposalAccepted } from "../../db/queries/proposals.ts";
import { findAssetDetails } from "../assets/find-asset-details.ts";
import { indexThroughBlock } from "../collections/index-through-block.ts";
import { findVerifiedReceipt } from "../collections/verified-receipt.ts";
import { type MarketDeps, type MarketUser, storeEvents } from "../listings/market-deps.ts";
import { pushNotification } from "../notifications/create-notification.ts";
import { findProposal } from "./find-proposal.ts";
import { loadAssetFacts } from "./load-asset-facts.ts";
import { ServiceError } from "../service-error.ts";

type ProposalTx = { chainId: number; txHash: string };

/**
 * POST /api/proposals/{id}/accept after the owner's approveListing (spec section 4): the receipt
 * must approve this proposal's listing for its proposer, and the indexer's approval row must show
 * it. The proposer is notified in the same transaction. Answers the asset with its proposals.
 */
export async function acceptProposal(
  deps: MarketDeps,
  user: MarketUser,
  proposalId: string,
  input: ProposalTx,
) {
  const proposal = await findProposal(deps.db, proposalId);
  const { asset, owner, facts } = await loadAssetFacts(deps.db, proposal.assetId);
  const viewer = { id: user.id, type: user.type };
  const current = facts.proposals.find((p) => p._id === proposal.id)!;
  if (!canAcceptProposal(viewer, facts, current, new Date())) {
    throw new ServiceError("FORBIDDEN", "You cannot accept this proposal");
  }
  const { receipt, chain } = await findVerifiedReceipt(deps.chains, { ...input, creator: user });
  const approves = storeEvents(chain, receipt, "ListingApproved").some(
    (e) =>
      e.args.listingId.toString() === proposal.listingId &&
      e.args.proposer.toLowerCase() === proposal.offererAddress,
  );
  if (!approves) throw new ServiceError("INVALID_REQUEST", "The transaction did not approve this proposal");
  await indexThroughBlock(deps.db, chain, receipt.blockNumber);
  const approval = await findIndexedApproval(deps.db, {
    ...input,
    listingId: proposal.listingId,
    proposer: proposal.offererAddress,
  });
  if (!approval) throw new ServiceError("CONFLICT", "The approval is not indexed");

  const notification = await deps.db.transaction(async (tx) => {
    await markProposalAccepted(tx, proposal.id, input.txHash);
    return insertNotification(tx, {
      type: "asset_proposal_accepted",
      userId: proposal.offererId,
      fromUserId: user.id,
      assetId: asset.id,
    });
  });
  await pushNotification(deps, notification);
  // The approval changed no listing: the answer is built from what was read, this proposal accepted.
  const proposals = facts.proposals.map((p) => (p._id === proposal.id ? { ...p, accepted: true } : p));
  return findAssetDetails(
    deps,
    { address: asset.collectionAddress, tokenId: asset.tokenId },
    { assetId: asset.id, ownerId: owner._id, listings: facts.listings, proposals },
  );
}
