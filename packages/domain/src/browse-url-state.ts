import type { FilterMode } from "./constants/browse-filters.ts";
import { DEFAULT_SORT_OPTION, type Period, type SortOption } from "./constants/browse-options.ts";
import {
  ZActivityFilter,
  ZRoyaltyPercent,
  type BrowseAssetsRequest,
  type BrowseFilters,
} from "./browse-api.types.ts";
import { ZChainId, ZRecordId } from "./entities/scalars.ts";
import type { z } from "zod";
import {
  ZAssetCategory,
  ZAssetGenre,
  ZErcType,
  ZFilterMode,
  ZOwnershipFilter,
  ZPeriod,
  ZSortOption,
  ZStatusFilter,
} from "./entities/constant-enums.ts";

// Everything the browse page shows is decided by its URL (spec section 2 "Browse"): a link shares
// the exact view, reload keeps it, and the back button steps through the filters. Defaults are left
// out so the plain page stays /browse/assets, and a value the page does not know is dropped rather
// than sent to the API as a 400.

type Filters = Required<Pick<BrowseFilters, "status" | "ownership">> &
  Omit<BrowseFilters, "status" | "ownership" | "userId" | "collectionAddress">;

export type BrowseUrlState = {
  search: string;
  chainIds: number[];
  status: NonNullable<Filters["status"]>;
  categories: NonNullable<Filters["categories"]>;
  genres: NonNullable<Filters["genres"]>;
  priceMin: number | undefined;
  priceMax: number | undefined;
  collectionIds: string[];
  activity: NonNullable<Filters["activity"]>;
  ercTypes: NonNullable<Filters["ercTypes"]>;
  ownership: NonNullable<Filters["ownership"]>;
  sort: SortOption;
  period: Period;
  mode: FilterMode;
  live: boolean;
};

export const DEFAULT_BROWSE_STATE: BrowseUrlState = {
  search: "",
  chainIds: [],
  status: "ALL",
  categories: [],
  genres: [],
  priceMin: undefined,
  priceMax: undefined,
  collectionIds: [],
  activity: [],
  ercTypes: [],
  ownership: "ALL",
  sort: DEFAULT_SORT_OPTION,
  period: "7D",
  mode: "simple",
  live: false,
};

/** The URL's name for each part of the state. */
const BROWSE_PARAMS = {
  search: "q",
  chainIds: "chain",
  status: "status",
  categories: "category",
  genres: "genre",
  priceMin: "min",
  priceMax: "max",
  collectionIds: "collection",
  activity: "activity",
  ercTypes: "type",
  ownership: "own",
  sort: "sort",
  period: "period",
  mode: "mode",
  live: "live",
} as const satisfies Record<keyof BrowseUrlState, string>;

// Lists travel as one comma-separated parameter: short, readable links.
const listOf = <T>(
  raw: string | null,
  schema: z.ZodType<T>,
  max: number,
  coerce = (v: string): unknown => v,
) => {
  const values: T[] = [];
  for (const part of (raw ?? "").split(",")) {
    const parsed = schema.safeParse(coerce(part.trim()));
    if (parsed.success && !values.includes(parsed.data)) values.push(parsed.data);
  }
  return values.slice(0, max);
};
const oneOf = <T>(raw: string | null, schema: z.ZodType<T>, fallback: T): T => {
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : fallback;
};
const percent = (raw: string | null): number | undefined => {
  if (raw === null || raw.trim() === "") return undefined;
  const parsed = ZRoyaltyPercent.safeParse(Number(raw));
  return parsed.success ? parsed.data : undefined;
};

export function readBrowseState(params: URLSearchParams): BrowseUrlState {
  const get = (key: keyof BrowseUrlState) => params.get(BROWSE_PARAMS[key]);
  let priceMin = percent(get("priceMin"));
  let priceMax = percent(get("priceMax"));
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) {
    [priceMin, priceMax] = [priceMax, priceMin];
  }
  return {
    search: (get("search") ?? "").trim().slice(0, 200),
    chainIds: listOf(get("chainIds"), ZChainId, 16, Number),
    status: oneOf(get("status"), ZStatusFilter, DEFAULT_BROWSE_STATE.status),
    categories: listOf(get("categories"), ZAssetCategory, 9),
    genres: listOf(get("genres"), ZAssetGenre, 8),
    priceMin,
    priceMax,
    collectionIds: listOf(get("collectionIds"), ZRecordId, 20),
    activity: listOf(get("activity"), ZActivityFilter, 2),
    ercTypes: listOf(get("ercTypes"), ZErcType, 2),
    ownership: oneOf(get("ownership"), ZOwnershipFilter, DEFAULT_BROWSE_STATE.ownership),
    sort: oneOf(get("sort"), ZSortOption, DEFAULT_BROWSE_STATE.sort),
    period: oneOf(get("period"), ZPeriod, DEFAULT_BROWSE_STATE.period),
    mode: oneOf(get("mode"), ZFilterMode, DEFAULT_BROWSE_STATE.mode),
    live: get("live") === "1",
  };
}

/** The state as search params, in a fixed order, each default left out. */
export function writeBrowseState(state: BrowseUrlState): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: keyof BrowseUrlState, value: string | undefined) => {
    if (value !== undefined && value !== "") params.set(BROWSE_PARAMS[key], value);
  };
  const unlessDefault = <K extends keyof BrowseUrlState>(key: K, value: BrowseUrlState[K] & string) =>
    put(key, value === DEFAULT_BROWSE_STATE[key] ? undefined : value);
  put("search", state.search.trim());
  put("chainIds", state.chainIds.join(","));
  unlessDefault("status", state.status);
  put("categories", state.categories.join(","));
  put("genres", state.genres.join(","));
  put("priceMin", state.priceMin?.toString());
  put("priceMax", state.priceMax?.toString());
  put("collectionIds", state.collectionIds.join(","));
  put("activity", state.activity.join(","));
  put("ercTypes", state.ercTypes.join(","));
  unlessDefault("ownership", state.ownership);
  unlessDefault("sort", state.sort);
  // The period only means something for Trending.
  if (state.sort === "trending") unlessDefault("period", state.period);
  unlessDefault("mode", state.mode);
  put("live", state.live ? "1" : undefined);
  return params;
}

/** The filters as POST /api/assets/facets takes them; empty lists and defaults left out. */
export function toBrowseFilters(state: BrowseUrlState): BrowseFilters {
  const filters: BrowseFilters = {};
  if (state.search) filters.search = state.search;
  if (state.chainIds.length) filters.chainIds = state.chainIds;
  if (state.status !== "ALL") filters.status = state.status;
  if (state.categories.length) filters.categories = state.categories;
  if (state.genres.length) filters.genres = state.genres;
  if (state.priceMin !== undefined) filters.priceMin = state.priceMin;
  if (state.priceMax !== undefined) filters.priceMax = state.priceMax;
  if (state.collectionIds.length) filters.collectionIds = state.collectionIds;
  if (state.activity.length) filters.activity = state.activity;
  if (state.ercTypes.length) filters.ercTypes = state.ercTypes;
  if (state.ownership !== "ALL") filters.ownership = state.ownership;
  return filters;
}

/** The list request for a page of the grid (POST /api/assets/list), without its cursor. */
export function toBrowseRequest(state: BrowseUrlState, perPage: number): BrowseAssetsRequest {
  return {
    ...toBrowseFilters(state),
    sort: state.sort,
    ...(state.sort === "trending" ? { period: state.period } : {}),
    perPage,
  };
}

/** CREATED and OWNED mean the viewer's own: for a visitor, a link carrying them browses everything. */
export function viewableBrowseState(state: BrowseUrlState, signedIn: boolean): BrowseUrlState {
  return signedIn || state.ownership === "ALL" ? state : { ...state, ownership: "ALL" };
}
