import { importPagesView } from "@/features/imports/import-pages";
import { Button } from "@/ui/button";

type ImportPagerProps = {
  page: number;
  totalCount: number;
  /** The server's floor(totalCount / 10) (spec section 9). */
  totalPages: number;
  onPageChange: (page: number) => void;
};

/**
 * Prev and Next over the import list. Not the shared SliderPagination: that one counts every page it
 * can reach, while this list must show the spec's page count and still reach the remainder after it
 * (import-pages.ts).
 */
export function ImportPager({ page, totalCount, totalPages, onPageChange }: ImportPagerProps) {
  const { lastPage, label, range } = importPagesView(page, totalCount, totalPages);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <p className="text-fg-muted">
        <span className="sr-only">Collections </span>
        {range}
      </p>
      {label ? (
        <nav aria-label="Pagination" className="flex items-center gap-1.5">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            Prev
          </Button>
          <span aria-live="polite" className="px-1 whitespace-nowrap">
            {label}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= lastPage}
            onClick={() => onPageChange(page + 1)}
          >
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
