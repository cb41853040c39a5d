import type { ListingFacts } from "./listing-liveness.ts";
import { isAssetOwner, type Viewer } from "./viewer.ts";

// An ERC-1155 token's editions may be spread over several wallets, and each holder lists what they
// hold (docs/decisions/008, "Several holders of one token"). So a listing's actions (edit, cancel,
// read, accept a proposal on it) belong to its seller, and List to whoever holds the token: the
// contract refuses anyone else (NotTokenOwner, NotSeller). Facts that name no seller fall back to the
// asset's owner, the one seller a token had before.
export const isListingSeller = (
  viewer: Viewer,
  asset: { userId: string },
  listing: Pick<ListingFacts, "sellerUserId">,
): boolean =>
  listing.sellerUserId === undefined
    ? isAssetOwner(viewer, asset)
    : viewer !== null && listing.sellerUserId === viewer.id;

export const listingsOfViewer = <L extends ListingFacts>(
  viewer: Viewer,
  asset: { userId: string; listings: readonly L[] },
): L[] => asset.listings.filter((listing) => isListingSeller(viewer, asset, listing));

// `holding` is the viewer's balance of the token, summed over their wallets.
export const holdsToken = (viewer: Viewer, holding: bigint): boolean => viewer !== null && holding > 0n;
