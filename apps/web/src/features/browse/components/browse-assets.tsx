import { PAGE_SIZES } from "@meshlink/domain/constants/page-sizes";
import { useId, useMemo, useRef, useState } from "react";
import { useBrowseAssets, useBrowseFacets } from "@/features/browse/api/browse-queries";
import { BrowseResults } from "@/features/browse/components/browse-results";
import { BrowseToolbar } from "@/features/browse/components/browse-toolbar";
import { FilterDrawer } from "@/features/browse/components/filter-drawer";
import { FilterSidebar } from "@/features/browse/components/filter-sidebar";
import { useBrowseUrlState } from "@/features/browse/hooks/use-browse-url-state";
import { useDebouncedCallback } from "@/features/browse/hooks/use-debounced-callback";
import { useLiveBrowse } from "@/features/browse/hooks/use-live-browse";
import { useMediaQuery } from "@/features/browse/hooks/use-media-query";
import { toBrowseFilters, toBrowseRequest, viewableBrowseState } from "@meshlink/domain/browse-url-state";
import { BREAKPOINTS } from "@meshlink/domain/constants/breakpoints";

const SEARCH_DEBOUNCE_MS = 400;
// The sm breakpoint (spec section 9): below it the sidebar is a drawer (spec section 2 "Browse").
const WIDE = `(min-width: ${BREAKPOINTS.sm}px)`;

/**
 * /browse/assets (spec section 2 "Browse"): the filter and search bar, the filter sidebar (a drawer
 * on phones) and the grid, every choice kept in the URL. `signedIn` offers the Assets section (the
 * viewer's created and owned assets).
 */
export function BrowseAssets({ signedIn = false }: { signedIn?: boolean }) {
  const [state, update] = useBrowseUrlState();
  const effective = useMemo(() => viewableBrowseState(state, signedIn), [state, signedIn]);

  const wide = useMediaQuery(WIDE);
  // Open beside the grid on wide screens, closed (a drawer to open) on phones.
  const [sidebarChoice, setSidebarChoice] = useState<{ wide: boolean; open: boolean } | null>(null);
  const sidebarOpen = sidebarChoice?.wide === wide ? sidebarChoice.open : wide;
  const setSidebarOpen = (open: boolean) => setSidebarChoice({ wide, open });
  const sidebarId = useId();
  const filterButton = useRef<HTMLButtonElement>(null);

  const [text, setText] = useState(state.search);
  const [syncedSearch, setSyncedSearch] = useState(state.search);
  // The URL changed from outside the box (back button, a link): show what it now asks for.
  if (state.search !== syncedSearch) {
    setSyncedSearch(state.search);
    if (state.search !== text.trim()) setText(state.search);
  }
  const commitSearch = useDebouncedCallback((next: string) => {
    update({ search: next.trim() }, { replace: true });
  }, SEARCH_DEBOUNCE_MS);

  const request = useMemo(() => toBrowseRequest(effective, PAGE_SIZES.grid), [effective]);
  const filters = useMemo(() => toBrowseFilters(effective), [effective]);
  const list = useBrowseAssets(request);
  const facets = useBrowseFacets(filters);
  useLiveBrowse(state.live);

  const sidebar = (
    <FilterSidebar state={effective} update={update} facets={facets.data} signedIn={signedIn} />
  );

  return (
    <section aria-label="Assets">
      <BrowseToolbar
        filterButtonRef={filterButton}
        sidebarOpen={sidebarOpen}
        sidebarId={sidebarId}
        onToggleSidebar={() => setSidebarOpen(!sidebarOpen)}
        live={state.live}
        onToggleLive={() => update({ live: !state.live })}
        searchText={text}
        onSearchTextChange={(next) => {
          setText(next);
          commitSearch(next);
        }}
        sort={state.sort}
        onSortChange={(sort) => update({ sort })}
        period={state.period}
        onPeriodChange={(period) => update({ period })}
      />
      <div className="flex items-start gap-6">
        {wide ? (
          sidebarOpen ? (
            <aside
              id={sidebarId}
              aria-label="Filters"
              className="sticky top-20 max-h-[calc(100vh-6rem)] w-64 shrink-0 overflow-y-auto pr-1 pb-4"
            >
              {sidebar}
            </aside>
          ) : null
        ) : (
          <FilterDrawer open={sidebarOpen} onOpenChange={setSidebarOpen} returnFocusTo={filterButton}>
            <div id={sidebarId}>{sidebar}</div>
          </FilterDrawer>
        )}
        <div className="min-w-0 flex-1">
          <BrowseResults list={list} perPage={PAGE_SIZES.grid} search={state.search} />
        </div>
      </div>
    </section>
  );
}
