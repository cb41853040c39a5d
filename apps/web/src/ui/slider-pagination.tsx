import { useState } from "react";
import { Button } from "@/ui/button";

type SliderPaginationProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** A keyset-paged list (lib/use-cursor-pages): `totalPages` are the pages reached, more may follow. */
  more?: boolean;
};

/** Spec section 2 "Slider pagination with prev, go, next": Go jumps to the typed page. */
export function SliderPagination({ page, totalPages, onPageChange, more = false }: SliderPaginationProps) {
  const [target, setTarget] = useState("");
  if (totalPages <= 1) return null;
  const go = () => {
    const value = Number(target);
    if (Number.isInteger(value) && value >= 1 && value <= totalPages) onPageChange(value);
    setTarget("");
  };
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-center gap-1.5 text-sm">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Prev
      </Button>
      <span aria-live="polite" className="whitespace-nowrap">
        <span className="sr-only">Page </span>
        {page}
        <span aria-hidden="true"> / </span>
        <span className="sr-only"> of </span>
        {totalPages}
        {more ? (
          <>
            <span aria-hidden="true">+</span>
            <span className="sr-only"> or more</span>
          </>
        ) : null}
      </span>
      <form
        className="flex items-center gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          go();
        }}
      >
        <input
          aria-label="Go to page"
          inputMode="numeric"
          value={target}
          onChange={(event) => setTarget(event.target.value.replace(/\D/g, ""))}
          className="h-9 w-12 rounded-lg border border-line bg-surface-raised px-2 text-center"
        />
        <Button type="submit" variant="secondary" size="sm">
          Go
        </Button>
      </form>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
