import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import type { Viewer } from "@meshlink/domain/rules/viewer";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { Address } from "viem";
import { assetOffersQuery } from "@/lib/queries/asset-offers";
import { MakeOfferModal } from "@/features/offers/components/make-offer-modal";
import { OfferRow } from "@/features/offers/components/offer-row";
import { Button } from "@/ui/button";

type OffersPanelProps = { asset: AssetDetails; viewer: Viewer; account: string | null };

// The Store's authorizeOffer takes the wallet the offer names: the one holding the token when the
// owner holds it there, else the owner's first wallet.
const holderWallet = (asset: AssetDetails): Address | null => {
  const held = asset.holder?.user?._id === asset.user._id ? asset.holder.address : null;
  return (held ?? asset.user.addresses[0]?.address ?? null) as Address | null;
};

/** The asset page's Offers panel: its offers newest first, and Make offer for a studio. */
export function OffersPanel({ asset, viewer, account }: OffersPanelProps) {
  const offers = useInfiniteQuery(assetOffersQuery(asset._id));
  const list = offers.data?.pages.flatMap((page) => page.data);
  const holder = holderWallet(asset);
  // A studio with an offer still open here answers that one rather than stacking another (among
  // the newest page, where an open offer of theirs would be); a stale one is open no longer.
  const openOfferOfViewer = list?.some(
    (offer) => offer.state !== "accepted" && !offer.stale && offer.offeror.user?._id === viewer?.id,
  );
  const canOffer =
    viewer?.type === "studio" &&
    viewer.id !== asset.user._id &&
    !!account &&
    !!holder &&
    list !== undefined &&
    !openOfferOfViewer;
  return (
    <div className="flex flex-col gap-3">
      {canOffer ? (
        <div>
          <MakeOfferModal asset={asset} account={account as Address} holder={holder} />
        </div>
      ) : null}
      {offers.isPending ? <p className="text-fg-muted">Loading offers…</p> : null}
      {offers.isError ? <p className="text-fg-muted">Offers could not be loaded.</p> : null}
      {list?.length === 0 ? <p className="text-fg-muted">{EMPTY_STATES.bids}</p> : null}
      {list && list.length > 0 ? (
        <ul aria-label="Offers">
          {list.map((offer) => (
            <OfferRow key={`${offer.chainId}:${offer.offerId}`} offer={offer} viewer={viewer} />
          ))}
        </ul>
      ) : null}
      {offers.hasNextPage ? (
        <div>
          <Button
            variant="secondary"
            size="sm"
            disabled={offers.isFetchingNextPage}
            onClick={() => void offers.fetchNextPage()}
          >
            {offers.isFetchingNextPage ? "Loading…" : "Show more offers"}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
