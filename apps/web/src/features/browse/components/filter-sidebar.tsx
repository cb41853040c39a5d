import { ACTIVITY_FILTER_OPTIONS, type BrowseFacets } from "@meshlink/domain/browse-api.types";
import { ASSET_CATEGORIES, ASSET_GENRES } from "@meshlink/domain/constants/asset-categories";
import {
  FILTER_MODES,
  FILTER_SECTIONS,
  OWNERSHIP_FILTER_OPTIONS,
  STATUS_FILTER_OPTIONS,
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
} from "@meshlink/domain/browse-url-state";
import { facetCount, facetSum, type Facet } from "@/features/browse/state/facet-count";
import { ComingSoonBadge } from "@/ui/coming-soon-badge";
import { SegmentedChoice } from "@/ui/segmented-choice";

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
      <ListFilterOptions
        name="category"
        options={ASSET_CATEGORIES.map((entry) => ({ value: entry.slug, label: entry.label }))}
        facet={facets?.categories}
        selected={state.categories}
        onChange={(categories) => update({ categories })}
      />
    ),
    Genre: (
      <ListFilterOptions
        name="genre"
        options={ASSET_GENRES.map((entry) => ({ value: entry.slug, label: entry.label }))}
        facet={facets?.genres}
        selected={state.genres}
        onChange={(genres) => update({ genres })}
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
      <ListFilterOptions
        name="activity"
        options={ACTIVITY_FILTER_OPTIONS}
        facet={facets?.activity}
        selected={state.activity}
        onChange={(activity) => update({ activity })}
      />
    ),
    Types: (
      <ListFilterOptions
        name="type"
        options={TOKEN_TYPES}
        facet={facets?.types}
        selected={state.ercTypes}
        onChange={(ercTypes) => update({ ercTypes })}
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
        <SegmentedChoice
          label="Filter mode"
          options={FILTER_MODES}
          value={state.mode}
          onChange={(mode) => update({ mode })}
          size="compact"
        />
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

type ListFilterOptionsProps<T extends string> = {
  name: string;
  options: readonly { value: T; label: string }[];
  facet: Facet<T> | undefined;
  selected: readonly T[];
  onChange: (selected: T[]) => void;
};

/** A section of checkboxes that each add their value to one list filter, or take it out. */
function ListFilterOptions<T extends string>({
  name,
  options,
  facet,
  selected,
  onChange,
}: ListFilterOptionsProps<T>) {
  return (
    <FacetOptions
      name={name}
      type="checkbox"
      options={options.map((option) => ({
        value: option.value,
        label: option.label,
        count: facetCount(facet, option.value),
      }))}
      isChecked={(value) => selected.includes(value)}
      onToggle={(value) => onChange(toggled(selected, value))}
    />
  );
}
