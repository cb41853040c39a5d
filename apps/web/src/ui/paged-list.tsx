import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "@/ui/button";
import { EmptyState } from "@/ui/empty-state";
import { PagedItems } from "@/ui/paged-items";

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
  return (
    <PagedItems list={list} keyOf={keyOf} empty={<EmptyState title={empty} />} failed={failed}>
      {children}
    </PagedItems>
  );
}
