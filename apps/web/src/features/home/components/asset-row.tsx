import type { BrowseAssetsPage } from "@meshlink/domain/browse-api.types";
import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import type { UseQueryResult } from "@tanstack/react-query";
import { useDeferredValue } from "react";
import { SectionError } from "@/features/home/components/home-section";
import { cn } from "@/lib/cn";
import { AssetCard } from "@/ui/asset-card";
import { EmptyState } from "@/ui/empty-state";
import { Skeleton } from "@/ui/skeleton";

// A phone scrolls the row sideways; from 768 px it is a grid of four columns.
const listClasses =
  "-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-3 sm:-mx-6 sm:px-6 md:mx-0 md:grid md:grid-cols-4 md:overflow-visible md:px-0 md:pb-0";
const itemClasses = "w-40 shrink-0 snap-start sm:w-48 md:w-auto";

/** A home page row of asset cards in its four states: loading, failed, empty, cards. */
export function AssetRow({
  list,
  count,
  label,
}: {
  list: UseQueryResult<BrowseAssetsPage>;
  count: number;
  /** What the row lists, for the loading announcement ("Loading trending assets"). */
  label: string;
}) {
  // The cards draw in a deferred render, which React slices so a tap is answered meanwhile; until
  // then the placeholders stay.
  const data = useDeferredValue(list.data);
  if (data === undefined && !list.isError) {
    return (
      <div aria-busy="true">
        <span role="status" className="sr-only">
          Loading {label}
        </span>
        <ul className={listClasses} aria-hidden="true">
          {Array.from({ length: count }, (_, index) => (
            <li key={index} className={itemClasses}>
              <Skeleton className="aspect-[3/4] w-full" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (data === undefined) {
    return <SectionError title={ERROR_MESSAGES.nftsFailed} onRetry={() => void list.refetch()} />;
  }
  const cards = data.data;
  if (cards.length === 0) return <EmptyState title={EMPTY_STATES.items} />;
  return (
    <ul
      className={cn(listClasses, "transition-opacity", list.isPlaceholderData && "opacity-60")}
      aria-busy={list.isPlaceholderData}
    >
      {cards.slice(0, count).map((card) => (
        <li key={card._id} className={itemClasses}>
          <AssetCard card={card} />
        </li>
      ))}
    </ul>
  );
}
