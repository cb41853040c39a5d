import { integrationPanelState } from "./integration-panel.ts";
import { findListingById, isListingLive, type ListingFacts } from "./listing-liveness.ts";
import type { ProposalFacts } from "./proposal-status.ts";
import { isListingSeller } from "./listing-seller.ts";
import type { Viewer } from "./viewer.ts";

// Spec section 6 as checks (the owner test itself is isAssetOwner in viewer.ts) the server runs before each change and the web uses to show actions.
// Listing and editing are canShowListButton / canShowEditListing (listing-buttons.ts); the server
// refuses exactly what the buttons hide.
type AssetFacts = { userId: string; listings: readonly ListingFacts[]; proposals: readonly ProposalFacts[] };

// The owner accepts a proposal that is still open, while the listing it was made on is live: the
// same condition that shows the Accept button (section 4), and what approveListing requires on-chain.
// The owner here is that listing's seller: only they may approve it (NotSeller; listing-seller.ts).
export const canAcceptProposal = (
  viewer: Viewer,
  asset: AssetFacts,
  proposal: ProposalFacts,
  now: Date,
): boolean => {
  if (proposal.accepted || proposal.isFinalised) return false;
  const listing = findListingById(asset.listings, proposal.listingId);
  return listing !== null && isListingLive(listing, now) && isListingSeller(viewer, asset, listing);
};

// A studio may propose exactly when its integration panel offers Propose.
export const canProposeIntegration = (viewer: Viewer, asset: AssetFacts, now: Date): boolean =>
  integrationPanelState(viewer, asset, now).state === "propose";

// The proposer may execute once the owner accepted and before it is finalised (panel: enabled Integrate).
export const canExecuteIntegration = (viewer: Viewer, asset: AssetFacts, now: Date): boolean =>
  integrationPanelState(viewer, asset, now).state === "accepted";
