import type { BrowseAssetsPage } from "@meshlink/domain/browse-api.types";
import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { AssetGridSkeleton } from "@/ui/asset-grid-skeleton";
import { useOnVisible } from "@/lib/use-on-visible";
import { formatCappedCount } from "@/features/browse/state/facet-count";
import { cn } from "@/lib/cn";
import { AssetCardGrid } from "@/ui/asset-card";
import { Button } from "@/ui/button";
import { EmptyState } from "@/ui/empty-state";
import { notify } from "@/ui/notify";

type BrowseResultsProps = {
  list: UseInfiniteQueryResult<InfiniteData<BrowseAssetsPage>>;
  perPage: number;
  /** Said in the empty state when the visitor searched. */
  search: string;
};

/**
 * The grid of spec section 2 "Browse": how many assets match ("10,000+" past the server's cap), the
 * cards page after page as the visitor scrolls (a Load more button does the same from the
 * keyboard), skeletons while loading, and empty and error states with a retry.
 */
export function BrowseResults({ list, perPage, search }: BrowseResultsProps) {
  const { isError, errorUpdatedAt, hasNextPage, isFetchingNextPage, isFetchNextPageError } = list;
  useEffect(() => {
    if (isError) notify.error(ERROR_MESSAGES.nftsFailed);
  }, [isError, errorUpdatedAt]);

  const cards = useMemo(() => {
    // A live refetch may move an asset between pages; each is shown once.
    const seen = new Set<string>();
    return (list.data?.pages ?? []).flatMap((page) =>
      page.data.filter((card) => !seen.has(card._id) && Boolean(seen.add(card._id))),
    );
  }, [list.data]);
  const total = list.data?.pages[0]?.total;

  const canLoadMore = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  const sentinel = useOnVisible<HTMLDivElement>(() => void list.fetchNextPage(), canLoadMore);

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
      {cards.length === 0 ? (
        <EmptyState title={EMPTY_STATES.items} hint={search ? `Nothing matches “${search}”.` : undefined} />
      ) : (
        <div
          aria-busy={list.isPlaceholderData || isFetchingNextPage}
          className={cn("transition-opacity", list.isPlaceholderData && "opacity-60")}
        >
          <AssetCardGrid cards={cards} firstView={4} />
          {isFetchingNextPage ? (
            <div className="mt-3">
              <AssetGridSkeleton count={4} />
            </div>
          ) : null}
          <div ref={sentinel} className="mt-6 flex flex-col items-center gap-2">
            {isFetchNextPageError ? (
              <p role="alert" className="text-sm text-fg-muted">
                {ERROR_MESSAGES.nftsFailed}
              </p>
            ) : null}
            {hasNextPage ? (
              <Button
                variant="secondary"
                disabled={isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {isFetchNextPageError ? "Try again" : isFetchingNextPage ? "Loading…" : "Load more"}
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </div>
  );
}
