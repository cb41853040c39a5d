import type { AssetCard as AssetCardData } from "@meshlink/domain/entities/asset-card";
import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { findLiveListing } from "@meshlink/domain/rules/listing-liveness";
import { assetPath } from "@/lib/entity-paths";
import { CARD_IMAGE_LAYOUT, responsiveImage } from "@/lib/image-srcset";
import { CardFrame, CardStats, CardTitleLink } from "@/ui/card-parts";
import { FallbackImage } from "@/ui/fallback-image";
import { storedToPercent } from "@meshlink/domain/constants/royalty";
import { assetCardCollectionName, connectedGamesCount } from "@meshlink/domain/rules/asset-card";

const royaltyText = (card: AssetCardData): string => {
  const live = findLiveListing(card.listings, new Date());
  return live ? `${storedToPercent(live.price)}%` : EMPTY_STATES.notListed;
};

/** Spec section 3 "Asset card": image, name, collection, supply, royalty and connected games. */
export function AssetCard({ card, inFirstView = false }: { card: AssetCardData; inFirstView?: boolean }) {
  const stats: [string, string | number][] = [
    ["Supply", card.supply],
    ["Royalty", royaltyText(card)],
    ["Games", connectedGamesCount(card)],
  ];
  return (
    <CardFrame>
      <FallbackImage
        // A rendition near the card's width (spec section 9: images by key and size), never the upload.
        {...responsiveImage(card.imgUrl, CARD_IMAGE_LAYOUT)}
        alt=""
        // A card in the first screenful is likely the page's largest paint: fetched at once, first.
        loading={inFirstView ? "eager" : "lazy"}
        fetchPriority={inFirstView ? "high" : "auto"}
        className="aspect-square w-full bg-surface-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="truncate text-xs text-fg-muted">{assetCardCollectionName(card)}</p>
        <CardTitleLink to={assetPath(card)}>{card.name}</CardTitleLink>
        <CardStats stats={stats} layout="rows" />
      </div>
    </CardFrame>
  );
}

/**
 * Asset cards sized by the space they get (container query): two columns when narrow, up to five.
 * `firstView` cards (those a page shows at its top) load their images at once; the rest lazily.
 */
export function AssetCardGrid({
  cards,
  firstView = 0,
}: {
  cards: readonly AssetCardData[];
  firstView?: number;
}) {
  return (
    <div className="@container">
      <ul className="grid grid-cols-2 gap-3 @xl:grid-cols-3 @3xl:grid-cols-4 @5xl:grid-cols-5">
        {cards.map((card, index) => (
          <li key={card._id}>
            <AssetCard card={card} inFirstView={index < firstView} />
          </li>
        ))}
      </ul>
    </div>
  );
}
