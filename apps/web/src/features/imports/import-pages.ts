import { formatCount } from "@meshlink/domain/format/format-count";
import { IMPORT_PAGE_SIZE } from "@meshlink/domain/constants/page-sizes";

type ImportPagesView = {
  /** The last page that holds collections: the spec's full pages plus the remainder's page. */
  lastPage: number;
  /** What the pager says between Prev and Next; null when everything fits on one page. */
  label: string | null;
  /** Which collections the page shows, e.g. "11–15 of 15". */
  range: string;
};

/**
 * Spec section 9 counts the import list's pages as floor(count / 10), so 15 collections are "1 page"
 * and the last 5 would be unreachable. The pager keeps the spec's figure for the full pages and
 * reaches the remainder with Next under its own name ("The remaining 5"), never "Page 2 of 1".
 */
export function importPagesView(page: number, totalCount: number, totalPages: number): ImportPagesView {
  const remainder = totalCount - totalPages * IMPORT_PAGE_SIZE;
  const lastPage = totalPages + (remainder > 0 ? 1 : 0);
  const from = totalCount === 0 ? 0 : (page - 1) * IMPORT_PAGE_SIZE + 1;
  const to = Math.min(page * IMPORT_PAGE_SIZE, totalCount);
  const range = `${from}–${to} of ${formatCount(totalCount)}`;
  if (lastPage <= 1) return { lastPage, label: null, range };
  if (page > totalPages) return { lastPage, label: `The remaining ${remainder}`, range };
  const more = page === totalPages && remainder > 0 ? ` (+${remainder} more)` : "";
  return { lastPage, label: `Page ${page} of ${totalPages}${more}`, range };
}
