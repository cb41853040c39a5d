import { hasLiveListing, latestListing, type ListingFacts } from "./listing-liveness.ts";
import { isAssetOwner, type Viewer } from "./viewer.ts";

type AssetListings = { userId: string; listings: readonly ListingFacts[] };

// Spec section 4: "The List button shows when the viewer owns the asset, no live listing exists and
// the latest listing is not explicitly inactive." "Explicitly" means a missing `isActive` does not
// count as inactive. The server applies the same rule before it records a new listing.
export const canShowListButton = (viewer: Viewer, asset: AssetListings, now: Date): boolean =>
  isAssetOwner(viewer, asset) &&
  !hasLiveListing(asset.listings, now) &&
  latestListing(asset.listings)?.isActive !== false;

// Spec section 4: "Edit listing shows when a live listing exists." Editing is an owner action
// (section 6), so the owner check applies here too; other viewers never see the button.
export const canShowEditListing = (viewer: Viewer, asset: AssetListings, now: Date): boolean =>
  isAssetOwner(viewer, asset) && hasLiveListing(asset.listings, now);
