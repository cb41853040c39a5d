import { SORT_OPTIONS, type Period, type SortOption } from "@meshlink/domain/constants/browse-options";
import type { RefObject } from "react";
import { AssetSearchBox } from "@/features/browse/components/asset-search-box";
import { cn } from "@/lib/cn";
import { SlidersIcon } from "@/ui/icons";
import { PeriodChoice } from "@/ui/segmented-choice";

type BrowseToolbarProps = {
  filterButtonRef: RefObject<HTMLButtonElement | null>;
  sidebarOpen: boolean;
  sidebarId: string;
  onToggleSidebar: () => void;
  live: boolean;
  onToggleLive: () => void;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  sort: SortOption;
  onSortChange: (sort: SortOption) => void;
  period: Period;
  onPeriodChange: (period: Period) => void;
};

// The text field's look at the width of its longest option, not the row's.
const selectClasses =
  "h-11 min-w-0 flex-1 appearance-auto rounded-xl border border-line bg-surface-raised px-3 text-base text-fg " +
  "shadow-sm focus-visible:border-indigo-500 focus-visible:outline-2 focus-visible:outline-indigo-500/30 " +
  "sm:flex-none sm:text-sm";

const chipClasses = (on: boolean) =>
  cn(
    "inline-flex h-11 shrink-0 items-center gap-2 rounded-xl border px-3 text-sm font-semibold transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500",
    on
      ? "border-indigo-500 bg-indigo-500/10 text-indigo-700 dark:text-indigo-300"
      : "border-line bg-surface-raised text-fg hover:border-indigo-400",
  );

/**
 * The filter and search bar of spec section 2 "Browse": Filter/Back, Live, the search box, the sort
 * dropdown and, for Trending, the period.
 */
export function BrowseToolbar({ filterButtonRef, ...props }: BrowseToolbarProps) {
  return (
    <div className="mb-6 flex flex-wrap items-center gap-2">
      <button
        ref={filterButtonRef}
        type="button"
        aria-expanded={props.sidebarOpen}
        aria-controls={props.sidebarId}
        onClick={props.onToggleSidebar}
        className={chipClasses(props.sidebarOpen)}
      >
        <SlidersIcon width={16} height={16} aria-hidden="true" />
        {props.sidebarOpen ? "Back" : "Filter"}
      </button>
      <button
        type="button"
        aria-pressed={props.live}
        onClick={props.onToggleLive}
        title="Show new assets and listings as they arrive"
        className={chipClasses(props.live)}
      >
        <span
          aria-hidden="true"
          className={cn(
            "size-2 rounded-full",
            props.live ? "animate-pulse bg-emerald-500" : "bg-fg-muted/50",
          )}
        />
        Live
      </button>
      <div className="order-last w-full sm:order-none sm:w-auto sm:flex-1">
        <AssetSearchBox value={props.searchText} onChange={props.onSearchTextChange} />
      </div>
      <label className="sr-only" htmlFor="browse-sort">
        Sort by
      </label>
      <select
        id="browse-sort"
        value={props.sort}
        onChange={(event) => props.onSortChange(event.target.value as SortOption)}
        className={selectClasses}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {props.sort === "trending" ? (
        <PeriodChoice value={props.period} onChange={props.onPeriodChange} />
      ) : null}
    </div>
  );
}
