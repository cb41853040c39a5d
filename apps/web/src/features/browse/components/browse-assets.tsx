import { PAGE_SIZES } from "@meshlink/domain/constants/page-sizes";
import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { useEffect, useState } from "react";
import { useAssetList } from "@/features/browse/api/asset-list-queries";
import { AssetGridSkeleton } from "@/features/browse/components/asset-grid-skeleton";
import { AssetSearchBox } from "@/features/browse/components/asset-search-box";
import { useBrowseSearchParams } from "@/features/browse/hooks/use-browse-search-params";
import { useDebouncedCallback } from "@/features/browse/hooks/use-debounced-callback";
import { cn } from "@/lib/cn";
import { AssetCardGrid } from "@/ui/asset-card";
import { Button } from "@/ui/button";
import { EmptyState } from "@/ui/empty-state";
import { notify } from "@/ui/notify";
import { SliderPagination } from "@/ui/slider-pagination";

export const SEARCH_DEBOUNCE_MS = 400;

/** Spec section 2 "Browse assets": name search kept in the URL, 24 cards per page, pagination. */
export function BrowseAssets() {
  const { query, page, setQuery, setPage } = useBrowseSearchParams();
  const [text, setText] = useState(query);
  const [syncedQuery, setSyncedQuery] = useState(query);
  // The URL changed from outside the box (back button, a link): show what it now asks for.
  if (query !== syncedQuery) {
    setSyncedQuery(query);
    if (query !== text.trim()) setText(query);
  }

  const commitQuery = useDebouncedCallback((next: string) => {
    if (next.trim() !== query) setQuery(next.trim());
  }, SEARCH_DEBOUNCE_MS);
  const onTextChange = (next: string) => {
    setText(next);
    commitQuery(next);
  };

  const list = useAssetList({ search: query, page, perPage: PAGE_SIZES.grid });

  const { isError, errorUpdatedAt } = list;
  useEffect(() => {
    if (isError) notify.error(ERROR_MESSAGES.nftsFailed);
  }, [isError, errorUpdatedAt]);

  return (
    <section aria-label="Assets">
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <AssetSearchBox value={text} onChange={onTextChange} />
        {list.data ? (
          <p className="text-sm text-fg-muted" aria-live="polite">
            {list.data.totalCount} {list.data.totalCount === 1 ? "asset" : "assets"}
          </p>
        ) : null}
      </div>
      {list.isPending ? (
        <AssetGridSkeleton count={PAGE_SIZES.grid} />
      ) : list.isError && !list.data ? (
        <EmptyState
          title={ERROR_MESSAGES.nftsFailed}
          hint="The assets could not be loaded. Check your connection and try again."
          action={
            <Button variant="secondary" onClick={() => void list.refetch()}>
              Try again
            </Button>
          }
        />
      ) : list.data.data.length === 0 ? (
        <EmptyState title={EMPTY_STATES.items} hint={query ? `Nothing matches “${query}”.` : undefined} />
      ) : (
        <div
          aria-busy={list.isPlaceholderData}
          className={cn("transition-opacity", list.isPlaceholderData && "opacity-60")}
        >
          <AssetCardGrid cards={list.data.data} firstView={4} />
          <SliderPagination page={page} totalPages={list.data.totalPages} onPageChange={setPage} />
        </div>
      )}
    </section>
  );
}
