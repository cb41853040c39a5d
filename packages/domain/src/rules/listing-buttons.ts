import {
  hasLiveListing,
  isListingCancelled,
  latestListing,
  listingToRead,
  type ListingFacts,
} from "./listing-liveness.ts";
import { holdsToken, listingsOfViewer } from "./listing-seller.ts";
import type { Viewer } from "./viewer.ts";

type AssetListings = { userId: string; listings: readonly ListingFacts[] };

// Spec section 4: "The List button shows when the viewer owns the asset, no live listing exists and
// the latest listing is not explicitly inactive." "Explicitly" means a missing `isActive` does not
// count as inactive. A cancelled listing is not "explicitly inactive" in that sense: the seller
// withdrew it, as if it had expired, and may list again (docs/decisions/008, "Relisting after a
// cancel"); a sold-out one still blocks. Owning is holding the token (`holding`, the viewer's
// balance), and the listings are the viewer's own: each holder of an ERC-1155 token lists what they
// hold (listing-seller.ts).
export const canShowListButton = (
  viewer: Viewer,
  asset: AssetListings,
  now: Date,
  holding: bigint,
): boolean => {
  const own = listingsOfViewer(viewer, asset);
  if (!holdsToken(viewer, holding) || hasLiveListing(own, now)) return false;
  const latest = latestListing(own);
  return latest === null || latest.isActive !== false || isListingCancelled(latest);
};

// Spec section 4: "Edit listing shows when a live listing exists." Editing is the seller's action
// (section 6, listing-seller.ts); other viewers never see the button.
export const canShowEditListing = (viewer: Viewer, asset: AssetListings, now: Date): boolean =>
  hasLiveListing(listingsOfViewer(viewer, asset), now);

// Cancelling is the seller's action on the listing they can still edit (section 6); the contract
// also accepts an expired one, but the page offers List again then, which is what the owner wants.
export const canShowCancelListing = canShowEditListing;

// "Read listed tokens" (section 2): the seller reads what the chain holds for their live or latest
// listing, so it shows whenever one reached the chain.
export const canShowReadListedTokens = (viewer: Viewer, asset: AssetListings, now: Date): boolean =>
  listingToRead(listingsOfViewer(viewer, asset), now) !== null;
