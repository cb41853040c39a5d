import type { CollectionBrowseCard } from "@meshlink/domain/collections-browse.types";
import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { Link } from "react-router";
import { useTopCollections } from "@/features/home/api/top-collections-queries";
import { HomeSection, SectionError } from "@/features/home/components/home-section";
import { collectionPath } from "@/lib/entity-paths";
import { LOGO_IMAGE_LAYOUT, responsiveImage } from "@/lib/image-srcset";
import { EmptyState } from "@/ui/empty-state";
import { FallbackImage } from "@/ui/fallback-image";
import { Skeleton } from "@/ui/skeleton";

const COUNT = 8;
const PERIOD = "7D";
// Ranked down the first column, then the second.
const listClasses = "grid gap-x-8 gap-y-2 md:grid-flow-col md:grid-cols-2 md:grid-rows-4";

const floorText = (floor: number | null) => (floor === null ? EMPTY_STATES.notListed : `${floor}%`);

function CollectionRow({ card, rank }: { card: CollectionBrowseCard; rank: number }) {
  return (
    <li className="relative flex items-center gap-3 rounded-xl p-2 focus-within:ring-2 focus-within:ring-indigo-500 hover:bg-surface-muted">
      <span className="w-6 text-right text-sm font-semibold text-fg-muted">{rank}</span>
      <FallbackImage
        {...responsiveImage(card.logoUrl, LOGO_IMAGE_LAYOUT)}
        alt=""
        loading="lazy"
        className="size-12 shrink-0 rounded-xl bg-surface-muted object-cover"
      />
      <div className="min-w-0 flex-1">
        <Link
          to={collectionPath({ name: card.name, userId: card.owner._id })}
          className="block truncate font-semibold outline-none after:absolute after:inset-0"
        >
          {card.name}
        </Link>
        <p className="text-xs text-fg-muted">
          Floor <span className="font-medium text-fg">{floorText(card.floor)}</span>
        </p>
      </div>
      <p className="text-right text-sm">
        <span className="block font-semibold">{card.volume}</span>
        <span className="text-xs text-fg-muted">{PERIOD} volume</span>
      </p>
    </li>
  );
}

/** The collections with the most integrations in the last 7 days, ranked. */
export function TopCollectionsSection() {
  const top = useTopCollections({ period: PERIOD, perPage: COUNT });
  return (
    <HomeSection
      id="top-collections"
      title="Top collections"
      viewAll={{ to: `/browse/collections?sort=volume&period=${PERIOD}`, label: "top collections" }}
    >
      {top.isPending ? (
        <div aria-busy="true">
          <span role="status" className="sr-only">
            Loading top collections
          </span>
          <ul className={listClasses} aria-hidden="true">
            {Array.from({ length: COUNT }, (_, index) => (
              <li key={index} className="p-2">
                <Skeleton className="h-12 w-full" />
              </li>
            ))}
          </ul>
        </div>
      ) : top.isError ? (
        <SectionError title={ERROR_MESSAGES.collectionsFailed} onRetry={() => void top.refetch()} />
      ) : top.data.data.length === 0 ? (
        <EmptyState title={EMPTY_STATES.collections} />
      ) : (
        <ol className={listClasses}>
          {top.data.data.map((card, index) => (
            <CollectionRow key={card.id} card={card} rank={index + 1} />
          ))}
        </ol>
      )}
    </HomeSection>
  );
}
