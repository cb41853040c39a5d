import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { useMemo, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { useOnVisible } from "@/lib/use-on-visible";
import { Button } from "@/ui/button";
import { EmptyState } from "@/ui/empty-state";

type PagedListProps<T> = {
  list: UseInfiniteQueryResult<InfiniteData<{ data: T[] }>>;
  /** The item's identity: an item a refetch moved between pages is shown once. */
  keyOf: (item: T) => string;
  children: (items: readonly T[]) => ReactNode;
  skeleton: ReactNode;
  empty: string;
  /** Said when the first page cannot be loaded, with a retry. */
  failed: string;
};

/**
 * A keyset-paged list (docs/decisions/011-keyset-pages.md) as a visitor reads it: skeletons while
 * the first page loads, the spec's empty state, an error with a retry, and the next page as the end
 * of the list scrolls into view (a Load more button does the same from the keyboard).
 */
export function PagedList<T>({ list, keyOf, children, skeleton, empty, failed }: PagedListProps<T>) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError } = list;
  const items = useMemo(() => {
    const seen = new Set<string>();
    return (list.data?.pages ?? []).flatMap((page) =>
      page.data.filter((item) => !seen.has(keyOf(item)) && Boolean(seen.add(keyOf(item)))),
    );
  }, [list.data, keyOf]);
  const canLoadMore = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  const sentinel = useOnVisible<HTMLDivElement>(() => void list.fetchNextPage(), canLoadMore);

  if (list.isPending) return skeleton;
  if (list.isError && !list.data) {
    return (
      <div role="alert">
        <EmptyState
          title={failed}
          hint="Check your connection and try again."
          action={
            <Button variant="secondary" onClick={() => void list.refetch()}>
              Try again
            </Button>
          }
        />
      </div>
    );
  }
  if (items.length === 0) return <EmptyState title={empty} />;
  return (
    <div
      aria-busy={list.isPlaceholderData || isFetchingNextPage}
      className={cn("transition-opacity", list.isPlaceholderData && "opacity-60")}
    >
      {children(items)}
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
