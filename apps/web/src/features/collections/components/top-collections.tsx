import type { Period } from "@meshlink/domain/constants/browse-options";
import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { useDeferredValue } from "react";
import { Link } from "react-router";
import { useCollectionsPage } from "@/features/collections/api/collections-browse-queries";
import { collectionPath } from "@/lib/entity-paths";
import { LOGO_IMAGE_LAYOUT, responsiveImage } from "@/lib/image-srcset";
import { floorText } from "@/ui/collection-card";
import { EmptyState } from "@/ui/empty-state";
import { FallbackImage } from "@/ui/fallback-image";
import { Skeleton } from "@/ui/skeleton";

/**
 * The home page's "Top collections" (issue brief: sections of the home page): a ranked list of the
 * collections with the most integrations executed in `period`, each opening its collection page.
 */
export function TopCollections({ period = "7D", count = 8 }: { period?: Period; count?: number }) {
  const page = useCollectionsPage({ sort: "volume", period, perPage: count });
  // Drawn in a deferred render, which React slices (see AssetRow).
  const data = useDeferredValue(page.data);
  if (data === undefined)
    return (
      <ol aria-busy="true" className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <Skeleton className="h-16 w-full" />
          </li>
        ))}
      </ol>
    );
  const cards = data.data;
  if (cards.length === 0) return <EmptyState title={EMPTY_STATES.collections} />;
  return (
    <ol className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-label={`Top collections by ${period} volume`}>
      {cards.map((card, index) => (
        <li key={card.id}>
          <Link
            to={collectionPath({ name: card.name, userId: card.owner._id })}
            className="flex items-center gap-3 rounded-xl border border-line bg-surface-raised p-3 hover:shadow-sm focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            <span className="w-6 text-right text-sm font-semibold text-fg-muted">{index + 1}</span>
            <FallbackImage
              {...responsiveImage(card.logoUrl, LOGO_IMAGE_LAYOUT)}
              alt=""
              loading="lazy"
              className="size-10 shrink-0 rounded-lg bg-surface-muted object-cover"
            />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold">{card.name}</span>
              <span className="block truncate text-xs text-fg-muted">Floor {floorText(card.floor)}</span>
            </span>
            <span className="text-right text-sm">
              <span className="block font-semibold">{card.volume}</span>
              <span className="block text-xs text-fg-muted">Volume</span>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
