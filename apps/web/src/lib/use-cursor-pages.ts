import { useState } from "react";

/** A keyset-paged query's answer as the pager reads it (packages/domain entities/cursor-page.ts). */
type PagedQuery = { data?: { nextCursor: string | null }; isPlaceholderData: boolean };

/**
 * Page numbers over a keyset-paged list (docs/decisions/011): the cursor of every page reached is
 * kept, so Prev and Go return to any of them and Next follows the shown page's `nextCursor`. The
 * server counts nothing, so the pager knows the pages reached and whether more may follow.
 */
export function useCursorPages() {
  // cursors[n - 1] opens page n; page 1 has none.
  const [cursors, setCursors] = useState<readonly (string | undefined)[]>([undefined]);
  const [page, setPage] = useState(1);
  const [lastPage, setLastPage] = useState<number | null>(null);

  return {
    page,
    cursor: cursors[page - 1],
    /** SliderPagination's props for the shown page's query. */
    pagination(query: PagedQuery) {
      // A placeholder is the previous page's answer, shown while this one loads: not this page's.
      const next = query.isPlaceholderData ? undefined : query.data?.nextCursor;
      const known = next ? withCursor(cursors, page, next) : cursors;
      const isLast = next === null || lastPage === known.length;
      return {
        page,
        totalPages: known.length,
        more: !isLast,
        onPageChange: (target: number) => {
          setCursors(known);
          if (next !== undefined) setLastPage(next === null ? page : lastPage === page ? null : lastPage);
          setPage(target);
        },
      };
    },
  };
}

function withCursor(cursors: readonly (string | undefined)[], page: number, next: string) {
  const copy = [...cursors];
  copy[page] = next;
  return copy;
}
