import { ACTIVITY_FILTER_OPTIONS, type BrowseFacets } from "@meshlink/domain/browse-api.types";
import { ASSET_CATEGORIES, ASSET_GENRES } from "@meshlink/domain/constants/asset-categories";
import {
  FILTER_MODES,
  FILTER_SECTIONS,
  OWNERSHIP_FILTER_OPTIONS,
  STATUS_FILTER_OPTIONS,
  type FilterMode,
  type StatusFilter,
} from "@meshlink/domain/constants/browse-filters";
import { TOKEN_TYPES } from "@meshlink/domain/constants/token-types";
import { useMemo, type ReactNode } from "react";
import { CollectionFilter } from "@/features/browse/components/collection-filter";
import { FacetOptions } from "@/features/browse/components/facet-options";
import { FilterSection } from "@/features/browse/components/filter-section";
import { FloorPriceFilter } from "@/features/browse/components/floor-price-filter";
import type { UpdateBrowseState } from "@/features/browse/hooks/use-browse-url-state";
import { useBrowseChains } from "@/features/browse/hooks/use-browse-chains";
import {
  DEFAULT_BROWSE_STATE,
  toBrowseFilters,
  type BrowseUrlState,
} from "@/features/browse/state/browse-url-state";
import { facetCount, facetSum } from "@/features/browse/state/facet-count";
import { cn } from "@/lib/cn";
import { ComingSoonBadge } from "@/ui/coming-soon-badge";

type Section = (typeof FILTER_SECTIONS)[number];

/** Spec section 2: Simple mode shows these three sections; Advanced shows every one. */
const SIMPLE_SECTIONS: readonly Section[] = ["Blockchain", "Status", "Collection"];

const toggled = <T,>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value];

// Listed and not for sale split the assets, so ALL is their sum when the server does not list it.
const statusCount = (facets: BrowseFacets | undefined, value: StatusFilter) =>
  value === "ALL" && facets && !facets.status.some((entry) => entry.value === "ALL")
    ? facetSum(facets.status.filter((entry) => entry.value === "LISTED" || entry.value === "NOT_FOR_SALE"))
    : facetCount(facets?.status, value);

/** Filters the sidebar can clear (sort, period, search, mode and Live are not filters). */
const hasFilters = (state: BrowseUrlState) =>
  state.chainIds.length > 0 ||
  state.status !== "ALL" ||
  state.categories.length > 0 ||
  state.genres.length > 0 ||
  state.priceMin !== undefined ||
  state.priceMax !== undefined ||
  state.collectionIds.length > 0 ||
  state.activity.length > 0 ||
  state.ercTypes.length > 0 ||
  state.ownership !== "ALL";

type FilterSidebarProps = {
  state: BrowseUrlState;
  update: UpdateBrowseState;
  facets: BrowseFacets | undefined;
  /** The Assets section (ownership) is the signed-in viewer's own assets, so visitors do not get it. */
  signedIn: boolean;
};

/**
 * The filter sidebar of spec section 2 "Browse", its sections in the spec's order, each option
 * with its facet count. Simple mode shows Blockchain, Status and Collection; Advanced shows all.
 */
export function FilterSidebar({ state, update, facets, signedIn }: FilterSidebarProps) {
  const chains = useBrowseChains();
  const filters = useMemo(() => toBrowseFilters(state), [state]);
  const sections: Record<Section, ReactNode> = {
    Assets: signedIn ? (
      <FacetOptions
        name="ownership"
        type="radio"
        options={OWNERSHIP_FILTER_OPTIONS}
        isChecked={(value) => state.ownership === value}
        onToggle={(ownership) => update({ ownership })}
      />
    ) : null,
    Blockchain: (
      <FacetOptions
        name="chain"
        type="checkbox"
        options={[
          { value: 0, label: "All", count: facetSum(facets?.chains) },
          ...chains.map((chain) => ({
            value: chain.value,
            label: chain.name,
            disabled: chain.disabled,
            badge: chain.comingSoon ? <ComingSoonBadge /> : undefined,
            count:
              chain.disabled || typeof chain.value !== "number"
                ? undefined
                : facetCount(facets?.chains, chain.value),
          })),
        ]}
        isChecked={(value) =>
          value === 0
            ? state.chainIds.length === 0
            : typeof value === "number" && state.chainIds.includes(value)
        }
        onToggle={(value) => {
          if (typeof value === "number")
            update({ chainIds: value === 0 ? [] : toggled(state.chainIds, value) });
        }}
      />
    ),
    Status: (
      <FacetOptions
        name="status"
        type="radio"
        options={STATUS_FILTER_OPTIONS.map((option) => ({
          ...option,
          count: option.disabled ? undefined : statusCount(facets, option.value),
        }))}
        isChecked={(value) => state.status === value}
        onToggle={(status) => update({ status })}
      />
    ),
    Categories: (
      <FacetOptions
        name="category"
        type="checkbox"
        options={ASSET_CATEGORIES.map((entry) => ({
          value: entry.slug,
          label: entry.label,
          count: facetCount(facets?.categories, entry.slug),
        }))}
        isChecked={(value) => state.categories.includes(value)}
        onToggle={(value) => update({ categories: toggled(state.categories, value) })}
      />
    ),
    Genre: (
      <FacetOptions
        name="genre"
        type="checkbox"
        options={ASSET_GENRES.map((entry) => ({
          value: entry.slug,
          label: entry.label,
          count: facetCount(facets?.genres, entry.slug),
        }))}
        isChecked={(value) => state.genres.includes(value)}
        onToggle={(value) => update({ genres: toggled(state.genres, value) })}
      />
    ),
    "Floor Price": (
      <FloorPriceFilter
        value={{ min: state.priceMin, max: state.priceMax }}
        onApply={({ min, max }) => update({ priceMin: min, priceMax: max })}
      />
    ),
    Collection: (
      <CollectionFilter
        selected={state.collectionIds}
        onChange={(collectionIds) => update({ collectionIds })}
        filters={filters}
      />
    ),
    Activity: (
      <FacetOptions
        name="activity"
        type="checkbox"
        options={ACTIVITY_FILTER_OPTIONS.map((entry) => ({
          ...entry,
          count: facetCount(facets?.activity, entry.value),
        }))}
        isChecked={(value) => state.activity.includes(value)}
        onToggle={(value) => update({ activity: toggled(state.activity, value) })}
      />
    ),
    Types: (
      <FacetOptions
        name="type"
        type="checkbox"
        options={TOKEN_TYPES.map((entry) => ({
          value: entry.value,
          label: entry.label,
          count: facetCount(facets?.types, entry.value),
        }))}
        isChecked={(value) => state.ercTypes.includes(value)}
        onToggle={(value) => update({ ercTypes: toggled(state.ercTypes, value) })}
      />
    ),
  };
  const shown = FILTER_SECTIONS.filter(
    (section) =>
      sections[section] !== null && (state.mode === "advanced" || SIMPLE_SECTIONS.includes(section)),
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <ModeSwitch mode={state.mode} onChange={(mode) => update({ mode })} />
        {hasFilters(state) ? (
          <button
            type="button"
            className="text-xs font-semibold text-indigo-600 hover:underline dark:text-indigo-300"
            onClick={() =>
              update((current) => ({
                ...DEFAULT_BROWSE_STATE,
                search: current.search,
                sort: current.sort,
                period: current.period,
                mode: current.mode,
                live: current.live,
              }))
            }
          >
            Clear all
          </button>
        ) : null}
      </div>
      {shown.map((section) => (
        <FilterSection key={section} title={section}>
          {sections[section]}
        </FilterSection>
      ))}
    </div>
  );
}

function ModeSwitch({ mode, onChange }: { mode: FilterMode; onChange: (mode: FilterMode) => void }) {
  return (
    <div
      role="group"
      aria-label="Filter mode"
      className="inline-flex rounded-lg border border-line bg-surface-muted p-0.5"
    >
      {FILTER_MODES.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={mode === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            "rounded-md px-3 py-1 text-xs font-semibold",
            mode === option.value ? "bg-surface-raised text-fg shadow-sm" : "text-fg-muted hover:text-fg",
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
