import type { BrowseAssetsPage } from "@meshlink/domain/browse-api.types";
import type { AssetCard } from "@meshlink/domain/entities/asset-card";
import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { useEffect } from "react";
import { AssetGridSkeleton } from "@/ui/asset-grid-skeleton";
import { formatCappedCount } from "@/features/browse/state/facet-count";
import { AssetCardGrid } from "@/ui/asset-card";
import { Button } from "@/ui/button";
import { EmptyState } from "@/ui/empty-state";
import { notify } from "@/ui/notify";
import { PagedItems } from "@/ui/paged-items";

type BrowseResultsProps = {
  list: UseInfiniteQueryResult<InfiniteData<BrowseAssetsPage>>;
  perPage: number;
  /** Said in the empty state when the visitor searched. */
  search: string;
};

const cardKey = (card: AssetCard) => card._id;

/**
 * The grid of spec section 2 "Browse": how many assets match ("10,000+" past the server's cap), the
 * cards page after page as the visitor scrolls (a Load more button does the same from the
 * keyboard), skeletons while loading, and empty and error states with a retry.
 */
export function BrowseResults({ list, perPage, search }: BrowseResultsProps) {
  const { isError, errorUpdatedAt } = list;
  useEffect(() => {
    if (isError) notify.error(ERROR_MESSAGES.nftsFailed);
  }, [isError, errorUpdatedAt]);
  const total = list.data?.pages[0]?.total;

  if (list.isPending) return <AssetGridSkeleton count={perPage} />;
  if (list.isError && !list.data) {
    return (
      <EmptyState
        title={ERROR_MESSAGES.nftsFailed}
        hint="The assets could not be loaded. Check your connection and try again."
        action={
          <Button variant="secondary" onClick={() => void list.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  return (
    <div>
      <p className="mb-3 text-sm text-fg-muted" aria-live="polite">
        {total
          ? `${formatCappedCount(total)} ${total.count === 1 && !total.capped ? "asset" : "assets"}`
          : null}
      </p>
      <PagedItems
        list={list}
        keyOf={cardKey}
        empty={
          <EmptyState title={EMPTY_STATES.items} hint={search ? `Nothing matches “${search}”.` : undefined} />
        }
        failed={ERROR_MESSAGES.nftsFailed}
        loadingMore={
          <div className="mt-3">
            <AssetGridSkeleton count={4} />
          </div>
        }
      >
        {(cards) => <AssetCardGrid cards={cards} firstView={4} />}
      </PagedItems>
    </div>
  );
}
