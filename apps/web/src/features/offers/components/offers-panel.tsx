import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import type { Viewer } from "@meshlink/domain/rules/viewer";
import { useQuery } from "@tanstack/react-query";
import type { Address } from "viem";
import { assetOffersQuery } from "@/features/offers/api/offers-api";
import { MakeOfferModal } from "@/features/offers/components/make-offer-modal";
import { OfferRow } from "@/features/offers/components/offer-row";

type OffersPanelProps = { asset: AssetDetails; viewer: Viewer; account: string | null };

// The Store's authorizeOffer takes the wallet the offer names: the one holding the token when the
// owner holds it there, else the owner's first wallet.
const holderWallet = (asset: AssetDetails): Address | null => {
  const held = asset.holder?.user?._id === asset.user._id ? asset.holder.address : null;
  return (held ?? asset.user.addresses[0]?.address ?? null) as Address | null;
};

/** The asset page's Offers panel: its offers newest first, and Make offer for a studio. */
export function OffersPanel({ asset, viewer, account }: OffersPanelProps) {
  const offers = useQuery(assetOffersQuery(asset._id));
  const holder = holderWallet(asset);
  // A studio with an offer still open here answers that one rather than stacking another (among
  // the newest page, where an open offer of theirs would be).
  const openOfferOfViewer = offers.data?.data.some(
    (offer) => offer.state !== "accepted" && offer.offeror.user?._id === viewer?.id,
  );
  const canOffer =
    viewer?.type === "studio" &&
    viewer.id !== asset.user._id &&
    !!account &&
    !!holder &&
    offers.data !== undefined &&
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
      {offers.data?.data.length === 0 ? <p className="text-fg-muted">{EMPTY_STATES.bids}</p> : null}
      {offers.data && offers.data.data.length > 0 ? (
        <ul aria-label="Offers">
          {offers.data.data.map((offer) => (
            <OfferRow key={`${offer.chainId}:${offer.offerId}`} offer={offer} viewer={viewer} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
