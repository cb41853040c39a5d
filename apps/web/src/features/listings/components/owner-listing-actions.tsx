import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import {
  canShowCancelListing,
  canShowEditListing,
  canShowListButton,
  canShowReadListedTokens,
} from "@meshlink/domain/rules/listing-buttons";
import { findLiveListing, listingToRead } from "@meshlink/domain/rules/listing-liveness";
import { listingsOfViewer } from "@meshlink/domain/rules/listing-seller";
import type { Viewer } from "@meshlink/domain/rules/viewer";
import { useViewerHolding } from "@/lib/token-holders";
import { CancelListingDialog } from "@/features/listings/components/cancel-listing-dialog";
import { EditListingModal } from "@/features/listings/components/edit-listing-modal";
import { ListAssetModal } from "@/features/listings/components/list-asset-modal";
import { ReadListedTokensModal } from "@/features/listings/components/read-listed-tokens-modal";

type OwnerListingActionsProps = {
  asset: AssetDetails;
  viewer: Viewer;
  /** The user's default wallet (the first of their addresses): their listings' royalties pay it. */
  royaltyRecipient: string;
  now?: Date;
};

/**
 * The owner's listing buttons on the asset page (spec sections 2 and 4): List, or Edit listing and
 * Cancel listing while a listing is live, and Read listed tokens once one reached the chain. The
 * owner is whoever holds the token, and acts on their own listings: each holder of an ERC-1155
 * token lists what they hold (docs/decisions/008, "Several holders of one token"). Renders nothing
 * for anyone else.
 */
export function OwnerListingActions({
  asset,
  viewer,
  royaltyRecipient,
  now = new Date(),
}: OwnerListingActionsProps) {
  const holding = useViewerHolding(asset, viewer) ?? 0n;
  const own = listingsOfViewer(viewer, asset);
  const live = findLiveListing(own, now);
  const toRead = listingToRead(own, now);
  const liveId = live?.listId;
  const buttons = [
    canShowListButton(viewer, asset, now, holding) ? (
      <ListAssetModal key="list" asset={asset} holding={holding} royaltyRecipient={royaltyRecipient} />
    ) : null,
    canShowEditListing(viewer, asset, now) && live && liveId ? (
      <EditListingModal
        key="edit"
        asset={asset}
        listing={{ ...live, listId: liveId }}
        royaltyRecipient={royaltyRecipient}
      />
    ) : null,
    canShowCancelListing(viewer, asset, now) && liveId ? (
      <CancelListingDialog key="cancel" asset={asset} listId={liveId} />
    ) : null,
    canShowReadListedTokens(viewer, asset, now) && toRead?.listId ? (
      <ReadListedTokensModal key="read" asset={asset} listId={toRead.listId} />
    ) : null,
  ].filter(Boolean);
  if (buttons.length === 0) return null;
  return <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:flex-wrap">{buttons}</div>;
}
