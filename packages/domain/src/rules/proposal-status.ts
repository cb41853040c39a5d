import { PROPOSAL_STATUS_LABELS } from "../messages/integration-panel.ts";
import { findListingById, isListingExpired, isListingLive, type ListingFacts } from "./listing-liveness.ts";
import { isListingSeller } from "./listing-seller.ts";
import type { Viewer } from "./viewer.ts";

export type ProposalFacts = {
  offererId: string;
  listingId: string;
  accepted: boolean;
  isFinalised: boolean;
};

type ProposalStatus = keyof typeof PROPOSAL_STATUS_LABELS;

type AssetForProposals = { userId: string; listings: readonly ListingFacts[] };

// Spec section 4 "Proposal", the proposals table column, first match wins: Integrated, Accepted,
// Expired (the proposal's listing has expired), the Accept button (owner only, while that listing is
// live; the owner being the listing's seller, listing-seller.ts), Pending. A listing closed on-chain (cancelled, or sold out by other integrations) can no
// longer take an approval either, so its open proposals read Expired too. A proposal whose listing the asset no longer has cannot expire or be accepted here,
// so it stays Pending.
export const proposalStatus = (
  viewer: Viewer,
  asset: AssetForProposals,
  proposal: ProposalFacts,
  now: Date,
): ProposalStatus => {
  if (proposal.isFinalised) return "integrated";
  if (proposal.accepted) return "accepted";
  const listing = findListingById(asset.listings, proposal.listingId);
  if (listing && (isListingExpired(listing, now) || listing.isActive === false)) return "expired";
  if (listing && isListingLive(listing, now) && isListingSeller(viewer, asset, listing)) return "accept";
  return "pending";
};

// "accept" is a button whose caption is "Accept"; the others are plain labels.
export const proposalStatusLabel = (status: ProposalStatus): string => PROPOSAL_STATUS_LABELS[status];
