import { formatCount } from "@meshlink/domain/format/format-count";
import { ASSET_CATEGORIES, type AssetCategory } from "@meshlink/domain/constants/asset-categories";
import { PAGE_SIZES } from "@meshlink/domain/constants/page-sizes";
import {
  COLLECTION_SORT_OPTIONS,
  type CollectionBrowseCard,
  type CollectionSort,
} from "@meshlink/domain/collections-browse.types";
import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useBrowseCollections } from "@/features/collections/api/collections-browse-queries";
import {
  type CollectionsUrlState,
  readCollectionsUrlState,
  writeCollectionsUrlState,
} from "@/features/collections/state/collections-url-state";
import { cn } from "@/lib/cn";
import { chainsQuery, shownChains } from "@/lib/queries/chains";
import { Button } from "@/ui/button";
import { CollectionCardGrid, CollectionGridSkeleton } from "@/ui/collection-card";
import { COMING_SOON } from "@/ui/coming-soon-badge";
import { EmptyState } from "@/ui/empty-state";
import { notify } from "@/ui/notify";
import { PagedItems } from "@/ui/paged-items";
import { SearchForm } from "@/ui/search-form";
import { PeriodChoice } from "@/ui/segmented-choice";
import { fieldBoxClasses } from "@/ui/text-field";

const PER_PAGE = PAGE_SIZES.grid;
// Full width on a phone, their own width beside the search box from 640 px.
const selectClasses = cn(fieldBoxClasses, "w-full appearance-auto sm:w-auto");

/**
 * /browse/collections (spec section 2 "Browse", section 7 "Get collections"): collection cards
 * sorted by volume, floor or newest, filtered by chain, category and name, a keyset page more as
 * the end of the grid scrolls into view or at "Load more"; every choice lives in the URL.
 */
export function BrowseCollections() {
  const [params, setParams] = useSearchParams();
  const state = readCollectionsUrlState(params);
  const update = (change: Partial<CollectionsUrlState>) =>
    setParams(writeCollectionsUrlState({ ...state, ...change }), { replace: "search" in change });

  // The chains of GET /api/chains as the assets sidebar lists them: the live ones to choose.
  const chains = useQuery({ ...chainsQuery, select: shownChains }).data ?? [];
  const list = useBrowseCollections({
    sort: state.sort,
    period: state.period,
    blockchainId: state.chainId,
    categoryId: state.category,
    search: state.search || undefined,
    perPage: PER_PAGE,
  });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-2">
        <SearchForm
          value={state.search}
          onSearch={(search) => update({ search })}
          label="Search collections by name"
          placeholder="Search collection ..."
          className="min-w-0 flex-[1_1_16rem]"
        />
        <select
          aria-label="Sort collections"
          value={state.sort}
          onChange={(event) => update({ sort: event.target.value as CollectionSort })}
          className={selectClasses}
        >
          {COLLECTION_SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {state.sort === "volume" ? (
          <PeriodChoice value={state.period} onChange={(period) => update({ period })} />
        ) : null}
        <select
          aria-label="Blockchain"
          value={state.chainId ?? ""}
          onChange={(event) =>
            update({ chainId: event.target.value ? Number(event.target.value) : undefined })
          }
          className={selectClasses}
        >
          <option value="">All blockchains</option>
          {chains.map((chain) => (
            <option key={chain.key} value={chain.activeChainId ?? chain.key} disabled={!chain.live}>
              {chain.live ? chain.name : `${chain.name} (${COMING_SOON})`}
            </option>
          ))}
        </select>
        <select
          aria-label="Category"
          value={state.category ?? ""}
          onChange={(event) =>
            update({ category: (event.target.value || undefined) as AssetCategory | undefined })
          }
          className={selectClasses}
        >
          <option value="">All categories</option>
          {ASSET_CATEGORIES.map((entry) => (
            <option key={entry.slug} value={entry.slug}>
              {entry.label}
            </option>
          ))}
        </select>
      </div>
      <CollectionResults list={list} search={state.search} />
    </div>
  );
}

const cardId = (card: CollectionBrowseCard) => card.id;

function CollectionResults({
  list,
  search,
}: {
  list: ReturnType<typeof useBrowseCollections>;
  search: string;
}) {
  const { isError, errorUpdatedAt } = list;
  useEffect(() => {
    if (isError) notify.error(ERROR_MESSAGES.collectionsFailed);
  }, [isError, errorUpdatedAt]);
  const first = list.data?.pages[0];

  if (list.isPending) return <CollectionGridSkeleton count={8} />;
  if (list.isError && !list.data)
    return (
      <EmptyState
        title={ERROR_MESSAGES.collectionsFailed}
        action={
          <Button variant="secondary" onClick={() => void list.refetch()}>
            Try again
          </Button>
        }
      />
    );
  return (
    <div>
      <p className="mb-3 text-sm text-fg-muted" aria-live="polite">
        {first
          ? `${formatCount(first.totalCount)}${first.totalCapped ? "+" : ""} ${first.totalCount === 1 ? "collection" : "collections"}`
          : null}
      </p>
      <PagedItems
        list={list}
        keyOf={cardId}
        empty={
          <EmptyState
            title={EMPTY_STATES.collections}
            hint={search ? `Nothing matches “${search}”.` : undefined}
          />
        }
        failed={ERROR_MESSAGES.collectionsFailed}
        loadingMore={
          <div className="mt-3">
            <CollectionGridSkeleton count={4} />
          </div>
        }
      >
        {(cards) => <CollectionCardGrid cards={cards} firstView={4} />}
      </PagedItems>
    </div>
  );
}
