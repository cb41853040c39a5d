import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { readBrowseState, writeBrowseState, type BrowseUrlState } from "@meshlink/domain/browse-url-state";

export type UpdateBrowseState = (
  change: Partial<BrowseUrlState> | ((state: BrowseUrlState) => Partial<BrowseUrlState>),
  options?: { replace?: boolean },
) => void;

/**
 * The browse page's state, read from and written to the URL. Each filter choice is a history entry
 * (the back button undoes it); typing in the search box replaces the entry so keystrokes do not
 * flood the history.
 */
export function useBrowseUrlState(): [BrowseUrlState, UpdateBrowseState] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the text is the identity of the params
  const state = useMemo(() => readBrowseState(params), [key]);
  const update = useCallback<UpdateBrowseState>(
    (change, options) =>
      setParams(
        (current) => {
          const previous = readBrowseState(current);
          const patch = typeof change === "function" ? change(previous) : change;
          return writeBrowseState({ ...previous, ...patch });
        },
        { replace: options?.replace ?? false },
      ),
    [setParams],
  );
  return [state, update];
}
