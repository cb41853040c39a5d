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
  if (!label) return <p className="text-center text-xs text-fg-muted">{range}</p>;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-2">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Prev
      </Button>
      <p className="flex min-w-0 flex-col items-center text-center">
        <span aria-live="polite" className="text-sm font-medium">
          {label}
        </span>
        <span className="text-xs text-fg-muted">{range}</span>
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= lastPage}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
