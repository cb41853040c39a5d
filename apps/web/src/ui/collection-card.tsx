import type { CollectionBrowseCard } from "@meshlink/domain/collections-browse.types";
import { findChain } from "@meshlink/domain/chains";
import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { collectionPath } from "@/lib/entity-paths";
import { CARD_IMAGE_LAYOUT, LOGO_IMAGE_LAYOUT, responsiveImage } from "@/lib/image-srcset";
import { CardFrame, CardStats, CardTitleLink } from "@/ui/card-parts";
import { FallbackImage } from "@/ui/fallback-image";
import { Skeleton } from "@/ui/skeleton";

/** The floor royalty, or the spec's "Not listed" when nothing of the collection is listed. */
export const floorText = (floor: number | null): string =>
  floor === null ? EMPTY_STATES.notListed : `${floor}%`;

/**
 * Spec section 3 "Collection card": banner, logo, name and owner, with its floor (lowest live
 * royalty), volume (integrations executed in the chosen period), owners and items. The whole card
 * opens the collection page (/collection/{name}/{owner id}).
 */
function CollectionCard({
  card,
  inFirstView = false,
}: {
  card: CollectionBrowseCard;
  inFirstView?: boolean;
}) {
  const stats: [string, string | number][] = [
    ["Floor", floorText(card.floor)],
    ["Volume", card.volume],
    ["Owners", card.ownersNumber],
    ["Items", card.itemCount],
  ];
  return (
    <CardFrame>
      <FallbackImage
        {...responsiveImage(card.bannerUrl ?? card.logoUrl, CARD_IMAGE_LAYOUT)}
        alt=""
        loading={inFirstView ? "eager" : "lazy"}
        className="aspect-[3/1] w-full bg-surface-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="-mt-9 flex items-end gap-2">
          <FallbackImage
            {...responsiveImage(card.logoUrl, LOGO_IMAGE_LAYOUT)}
            alt=""
            loading="lazy"
            className="size-12 shrink-0 rounded-xl border-2 border-surface-raised bg-surface-muted object-cover"
          />
        </div>
        <div className="min-w-0">
          <CardTitleLink to={collectionPath({ name: card.name, userId: card.owner._id })}>
            {card.name}
          </CardTitleLink>
          <p className="truncate text-xs text-fg-muted">
            by {card.owner.name} · {findChain(card.chainId)?.name ?? `Chain ${card.chainId}`}
          </p>
        </div>
        <CardStats stats={stats} layout="columns" />
      </div>
    </CardFrame>
  );
}

const GRID = "grid grid-cols-1 gap-3 @md:grid-cols-2 @3xl:grid-cols-3 @5xl:grid-cols-4";

/** Collection cards sized by the space they get (container query): one column on a phone, up to four. */
export function CollectionCardGrid({
  cards,
  firstView = 0,
}: {
  cards: readonly CollectionBrowseCard[];
  firstView?: number;
}) {
  return (
    <div className="@container">
      <ul className={GRID}>
        {cards.map((card, index) => (
          <li key={card.id}>
            <CollectionCard card={card} inFirstView={index < firstView} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Card-shaped placeholders laid out like CollectionCardGrid. */
export function CollectionGridSkeleton({ count }: { count: number }) {
  return (
    <div className="@container" aria-busy="true">
      <span className="sr-only" role="status">
        Loading collections
      </span>
      <ul className={GRID} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-2xl border border-line bg-surface-raised">
            <Skeleton className="aspect-[3/1] w-full rounded-none" />
            <div className="flex flex-col gap-2 p-3">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/2" />
              <Skeleton className="h-8 w-full" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
