import { useCallback } from "react";
import { useSearchParams } from "react-router";

const readPage = (raw: string | null): number => {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The browse filters kept in the URL (`?q=` and `?page=`) so a search can be shared and reloaded. */
export function useBrowseSearchParams() {
  const [params, setParams] = useSearchParams();
  const query = params.get("q") ?? "";
  const page = readPage(params.get("page"));

  // A new search starts again at page 1, replacing the history entry so typing does not flood it.
  const setQuery = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set("q", next);
          else updated.delete("q");
          updated.delete("page");
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set("page", String(next));
        else updated.delete("page");
        return updated;
      }),
    [setParams],
  );

  return { query, page, setQuery, setPage };
}
