import type { AssetCategory } from "@meshlink/domain/constants/asset-categories";
import type { Period } from "@meshlink/domain/constants/browse-options";
import {
  DEFAULT_COLLECTION_SORT,
  ZCollectionSort,
  type CollectionSort,
} from "@meshlink/domain/collections-browse.types";
import { ZAssetCategory, ZPeriod } from "@meshlink/domain/entities/constant-enums";

// /browse/collections keeps its state in the URL (shareable, the back button works):
// ?sort=&period=&chain=&category=&q=. Values a visitor edited by hand fall back to the defaults.

export type CollectionsUrlState = {
  sort: CollectionSort;
  period: Period;
  chainId: number | undefined;
  category: AssetCategory | undefined;
  search: string;
};

const DEFAULT_PERIOD: Period = "7D";

export function readCollectionsUrlState(params: URLSearchParams): CollectionsUrlState {
  const chain = Number(params.get("chain"));
  return {
    sort: ZCollectionSort.safeParse(params.get("sort")).data ?? DEFAULT_COLLECTION_SORT,
    period: ZPeriod.safeParse(params.get("period")).data ?? DEFAULT_PERIOD,
    chainId: Number.isSafeInteger(chain) && chain > 0 ? chain : undefined,
    category: ZAssetCategory.safeParse(params.get("category")).data,
    search: (params.get("q") ?? "").slice(0, 100),
  };
}

/** The URL of `state`: defaults are left out, so /browse/collections is the default view. */
export function writeCollectionsUrlState(state: CollectionsUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.sort !== DEFAULT_COLLECTION_SORT) params.set("sort", state.sort);
  if (state.period !== DEFAULT_PERIOD) params.set("period", state.period);
  if (state.chainId !== undefined) params.set("chain", String(state.chainId));
  if (state.category) params.set("category", state.category);
  if (state.search) params.set("q", state.search);
  return params;
}
