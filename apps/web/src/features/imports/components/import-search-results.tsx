import type { ImportableCollection, ImportSearchPage } from "@meshlink/domain/imports-api.types";
import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import type { UseQueryResult } from "@tanstack/react-query";
import type { RefObject } from "react";
import { ImportableCollectionRow } from "@/features/imports/components/importable-collection-row";
import { ImportListSkeleton } from "@/features/imports/components/import-list-skeleton";
import { ImportPager } from "@/features/imports/components/import-pager";
import { IMPORT_TEXTS } from "@/features/imports/import-texts";
import { ApiError } from "@/lib/api-error";
import { cn } from "@/lib/cn";
import { Button } from "@/ui/button";
import { EmptyState } from "@/ui/empty-state";

type ResultsProps = {
  search: UseQueryResult<ImportSearchPage>;
  /** The page asked for; while it loads the list still shows the one before, dimmed. */
  page: number;
  /** The scrolled list, focused when the page changes. */
  listRef: RefObject<HTMLDivElement | null>;
  selected: ReadonlyMap<string, ImportableCollection>;
  onToggle: (collection: ImportableCollection) => void;
  onPageChange: (page: number) => void;
};

// A refusal (not the caller's wallet, a bad request) says why; anything else is the connection.
const failureHint = (error: Error | null) =>
  error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500
    ? error.message
    : "Check your connection and try again.";

/** One page of the account's collections: loading, failed, empty, or the rows with the pager. */
export function ImportSearchResults({
  search,
  page,
  listRef,
  selected,
  onToggle,
  onPageChange,
}: ResultsProps) {
  if (search.isPending) return <ImportListSkeleton label="Loading collections" />;
  if (search.isError && !search.data) {
    return (
      <div role="alert">
        <EmptyState
          title={ERROR_MESSAGES.collectionsFailed}
          hint={failureHint(search.error)}
          action={
            <Button variant="secondary" onClick={() => void search.refetch()}>
              Try again
            </Button>
          }
        />
      </div>
    );
  }
  const { data, totalCount, totalPages, truncated } = search.data;
  if (totalCount === 0 && data.length === 0) return <EmptyState title={EMPTY_STATES.collectionsToImport} />;
  return (
    <>
      <div
        ref={listRef}
        role="group"
        tabIndex={-1}
        aria-label="Collections to import"
        aria-busy={search.isPlaceholderData}
        className={cn(
          "-mx-1 rounded-xl px-1 outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 sm:min-h-32 sm:flex-1 sm:overflow-y-auto",
          search.isPlaceholderData && "opacity-60",
        )}
      >
        <ul className="flex flex-col gap-0.5">
          {data.map((collection) => (
            <ImportableCollectionRow
              key={collection.address}
              collection={collection}
              checked={selected.has(collection.address)}
              onToggle={onToggle}
            />
          ))}
        </ul>
      </div>
      {search.isError ? (
        <p role="alert" className="shrink-0 text-sm text-red-600 dark:text-red-400">
          {ERROR_MESSAGES.collectionsFailed}
        </p>
      ) : null}
      {truncated ? <p className="shrink-0 text-xs text-fg-muted">{IMPORT_TEXTS.truncated}</p> : null}
      <div className="shrink-0">
        <ImportPager
          page={page}
          totalCount={totalCount}
          totalPages={totalPages}
          onPageChange={onPageChange}
        />
      </div>
    </>
  );
}
