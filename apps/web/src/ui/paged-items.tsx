import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { useMemo, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { useOnVisible } from "@/lib/use-on-visible";
import { Button } from "@/ui/button";

type PagedItemsProps<T> = {
  list: UseInfiniteQueryResult<InfiniteData<{ data: T[] }>>;
  /** The item's identity: an item a refetch moved between pages is shown once. */
  keyOf: (item: T) => string;
  children: (items: readonly T[]) => ReactNode;
  /** Shown instead when the pages hold no item. */
  empty: ReactNode;
  /** Said when the next page cannot be loaded; the Load more button then retries. */
  failed: string;
  /** Shown below the items while the next page loads. */
  loadingMore?: ReactNode;
};

/**
 * The loaded pages of a keyset-paged list (docs/decisions/011-keyset-pages.md): their items once
 * each, dimmed while a placeholder stands for the new answer, and the next page as the end of the
 * list scrolls into view (a Load more button does the same from the keyboard).
 */
export function PagedItems<T>({ list, keyOf, children, empty, failed, loadingMore }: PagedItemsProps<T>) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError } = list;
  const items = useMemo(() => {
    const seen = new Set<string>();
    return (list.data?.pages ?? []).flatMap((page) =>
      page.data.filter((item) => !seen.has(keyOf(item)) && Boolean(seen.add(keyOf(item)))),
    );
  }, [list.data, keyOf]);
  const canLoadMore = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  const sentinel = useOnVisible<HTMLDivElement>(() => void list.fetchNextPage(), canLoadMore);

  if (items.length === 0) return empty;
  return (
    <div
      aria-busy={list.isPlaceholderData || isFetchingNextPage}
      className={cn("transition-opacity", list.isPlaceholderData && "opacity-60")}
    >
      {children(items)}
      {isFetchingNextPage ? loadingMore : null}
      <div ref={sentinel} className="mt-6 flex flex-col items-center gap-2">
        {isFetchNextPageError ? (
          <p role="alert" className="text-sm text-fg-muted">
            {failed}
          </p>
        ) : null}
        {hasNextPage ? (
          <Button variant="secondary" disabled={isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {isFetchNextPageError ? "Try again" : isFetchingNextPage ? "Loading…" : "Load more"}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
