import { z } from "zod";
import { DEFAULT_SORT_OPTION } from "./constants/browse-options.ts";
import { PAGE_SIZES } from "./constants/page-sizes.ts";
import { ZAddress } from "./entities/address.ts";
import { ZAssetCard } from "./entities/asset-card.ts";
import { ZPageCursor } from "./entities/cursor-page.ts";
import { ZChainId, ZCount, ZRecordId } from "./entities/scalars.ts";
import {
  ZAssetCategory,
  ZAssetGenre,
  ZErcType,
  ZOwnershipFilter,
  ZPeriod,
  ZSortOption,
  ZStatusFilter,
} from "./entities/constant-enums.ts";

// Browse (spec section 2 "Browse", section 7 "POST /api/assets/list"), keyset-paged like every
// other list (docs/decisions/011-keyset-pages.md).
//   POST /api/assets/list    BrowseAssetsRequest → BrowseAssetsPage
//   POST /api/assets/facets  BrowseFilters → BrowseFacets (each option's count for the query)

/** The Activity section of the sidebar: assets some studio proposed for, or integrated. */
export const ACTIVITY_FILTER_OPTIONS = [
  { value: "proposed", label: "Has proposals" },
  { value: "integrated", label: "Integrated in a game" },
] as const;
export const ZActivityFilter = z.enum(["proposed", "integrated"]);
export type ActivityFilter = z.infer<typeof ZActivityFilter>;

/**
 * The four sorts of the dropdown, plus "newest" (creation time), which no dropdown offers but the
 * home page, collection pages and profiles list by.
 */
const ZBrowseSort = z.union([ZSortOption, z.literal("newest")]);
export type BrowseSort = z.infer<typeof ZBrowseSort>;

/** A price is the live listing's integration royalty in percent (two decimals; stored ×100). */
export const ZRoyaltyPercent = z.number().min(0).max(100).multipleOf(0.01);

const few = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max).optional();

export const ZBrowseFilters = z.object({
  search: z.string().trim().max(200).optional(),
  /** None or empty: all chains. */
  chainIds: few(ZChainId, 16),
  status: ZStatusFilter.default("ALL"),
  categories: few(ZAssetCategory, 9),
  genres: few(ZAssetGenre, 8),
  priceMin: ZRoyaltyPercent.optional(),
  priceMax: ZRoyaltyPercent.optional(),
  collectionIds: few(ZRecordId, 20),
  collectionAddress: ZAddress.optional(),
  activity: few(ZActivityFilter, 2),
  ercTypes: few(ZErcType, 2),
  /** CREATED and OWNED mean the signed-in viewer's; a visitor gets 401. */
  ownership: ZOwnershipFilter.default("ALL"),
  /** Assets created by this user (profiles). */
  userId: ZRecordId.optional(),
});
export type BrowseFilters = z.input<typeof ZBrowseFilters>;

export const ZBrowseAssetsRequest = ZBrowseFilters.extend({
  sort: ZBrowseSort.default(DEFAULT_SORT_OPTION),
  /** Trending counts proposals and integrations in this period. */
  period: ZPeriod.default("7D"),
  cursor: ZPageCursor.optional(),
  perPage: z.number().int().min(1).max(100).default(PAGE_SIZES.grid),
});
export type BrowseAssetsRequest = z.input<typeof ZBrowseAssetsRequest>;

/** How many match: exact up to `BROWSE_COUNT_CAP`, then `capped` and the cap. */
export const BROWSE_COUNT_CAP = 10_000;
const ZCappedCount = z.object({ count: ZCount, capped: z.boolean() });
export type CappedCount = z.infer<typeof ZCappedCount>;

export const ZBrowseAssetsPage = z.object({
  data: z.array(ZAssetCard),
  nextCursor: ZPageCursor.nullable(),
  total: ZCappedCount,
});
export type BrowseAssetsPage = z.infer<typeof ZBrowseAssetsPage>;

/** One option of a sidebar section with how many assets choosing it would leave. */
const zFacet = <T extends z.ZodType>(value: T) =>
  z.array(z.object({ value, count: ZCount, capped: z.boolean() }));

// Each section's counts apply every other section's filters but not its own (choosing a second
// chain adds to the first), as the sidebars of the big marketplaces count.
export const ZBrowseFacets = z.object({
  chains: zFacet(ZChainId),
  status: zFacet(ZStatusFilter),
  categories: zFacet(ZAssetCategory),
  genres: zFacet(ZAssetGenre),
  activity: zFacet(ZActivityFilter),
  types: zFacet(ZErcType),
  total: ZCappedCount,
});
export type BrowseFacets = z.infer<typeof ZBrowseFacets>;

// The Collection section's counts, for the options it shows (a page of a name search, not all of
// them): each collection's assets under the other sections' filters, exact up to a smaller cap, as
// a side list needs no more ("1,000+").
//   POST /api/assets/facets/collections  CollectionFacetsRequest → CollectionFacets
export const COLLECTION_FACET_CAP = 1_000;
export const ZCollectionFacetsRequest = ZBrowseFilters.extend({
  optionIds: z.array(ZRecordId).min(1).max(50),
});
export type CollectionFacetsRequest = z.input<typeof ZCollectionFacetsRequest>;
export const ZCollectionFacets = zFacet(ZRecordId);
export type CollectionFacets = z.infer<typeof ZCollectionFacets>;
