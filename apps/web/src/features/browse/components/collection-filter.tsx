import type { BrowseFilters } from "@meshlink/domain/browse-api.types";
import type { CollectionOption } from "@meshlink/domain/entities/collection-card";
import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { useState } from "react";
import { useCollectionFacets, useCollectionOptions } from "@/features/browse/api/browse-queries";
import { FacetOptions } from "@/features/browse/components/facet-options";
import { facetCount } from "@/features/browse/state/facet-count";
import { useDebouncedCallback } from "@/features/browse/hooks/use-debounced-callback";
import { CloseIcon } from "@/ui/icons";
import { ICON_IMAGE_LAYOUT, responsiveImage } from "@/lib/image-srcset";
import { FallbackImage } from "@/ui/fallback-image";
import { inputClasses } from "@/ui/text-field";

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Collection (spec section 2 "Browse", section 3 "Collection option in filters"): a name search, the
 * matching collections with their logos, and the chosen ones as removable chips. A chosen collection
 * keeps its name in a chip after the search moves on.
 */
export function CollectionFilter({
  selected,
  onChange,
  filters,
}: {
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  /** The browse filters, whose other sections the options' counts apply. */
  filters: BrowseFilters;
}) {
  const [text, setText] = useState("");
  const [search, setSearch] = useState("");
  const commit = useDebouncedCallback((next: string) => setSearch(next.trim()), SEARCH_DEBOUNCE_MS);
  const options = useCollectionOptions(search);
  const [known, setKnown] = useState<ReadonlyMap<string, CollectionOption>>(new Map());
  const remember = (option: CollectionOption) => setKnown((map) => new Map(map).set(option._id, option));

  const list = options.data?.data ?? [];
  const counts = useCollectionFacets(
    filters,
    list.map((option) => option._id),
  );
  const toggle = (id: string) => {
    const option = list.find((entry) => entry._id === id);
    if (option) remember(option);
    onChange(selected.includes(id) ? selected.filter((entry) => entry !== id) : [...selected, id]);
  };

  return (
    <div className="flex flex-col gap-2">
      {selected.length ? (
        <ul aria-label="Selected collections" className="flex flex-wrap gap-1.5">
          {selected.map((id) => {
            const name = known.get(id)?.name ?? list.find((entry) => entry._id === id)?.name ?? "Collection";
            return (
              <li key={id}>
                <button
                  type="button"
                  onClick={() => toggle(id)}
                  aria-label={`Remove ${name}`}
                  className="inline-flex items-center gap-1 rounded-full bg-indigo-500/10 px-2.5 py-1 text-xs font-medium text-indigo-700 hover:bg-indigo-500/20 dark:text-indigo-300"
                >
                  {name}
                  <CloseIcon width={12} height={12} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <input
        type="search"
        aria-label="Search collections"
        placeholder="Search collections"
        value={text}
        maxLength={100}
        onChange={(event) => {
          setText(event.target.value);
          commit(event.target.value);
        }}
        className={`${inputClasses} h-9`}
      />
      {options.isError ? (
        <p className="text-xs text-fg-muted">
          Collections could not be loaded.{" "}
          <button type="button" className="font-semibold underline" onClick={() => void options.refetch()}>
            Try again
          </button>
        </p>
      ) : options.data && list.length === 0 ? (
        <p className="px-2 text-xs text-fg-muted">{EMPTY_STATES.collections}</p>
      ) : (
        <div className="max-h-60 overflow-y-auto" aria-busy={options.isFetching}>
          <FacetOptions
            name="collection"
            type="checkbox"
            options={list.map((option) => ({
              value: option._id,
              label: option.name,
              count: facetCount(counts.data, option._id),
              icon: (
                <FallbackImage
                  {...responsiveImage(option.logoUrl, ICON_IMAGE_LAYOUT)}
                  alt=""
                  width={20}
                  height={20}
                  loading="lazy"
                  className="size-5 shrink-0 rounded-full object-cover"
                />
              ),
            }))}
            isChecked={(id) => selected.includes(id)}
            onToggle={toggle}
          />
        </div>
      )}
    </div>
  );
}
