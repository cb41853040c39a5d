import { z } from "zod";
import { zApiSuccess } from "./api-envelope.ts";
import { PAGE_SIZES } from "./constants/page-sizes.ts";
import { ZAddress } from "./entities/address.ts";
import { ZCollectionCard, ZCollectionOption } from "./entities/collection-card.ts";
import { ZPageCursor } from "./entities/cursor-page.ts";
import { ZFeaturedSlide } from "./entities/featured-slide.ts";
import { MAX_CHAIN_ID, ZChainId, ZCount, ZId, ZRecordId } from "./entities/scalars.ts";
import { ZAssetCategory, ZPeriod } from "./entities/constant-enums.ts";

// Browsing collections (spec section 2 "Browse", section 3 "Collection card", "Collection option in
// filters", "Featured slide", section 7 "Get collections"; docs/decisions/016-collection-statistics.md).
//   GET /api/collections          CollectionsQuery → CollectionsPage
//   GET /api/collections/options  CollectionOptionsQuery → CollectionOptionsPage (browse sidebar)
//   GET /api/featured             → FeaturedCollectionSlide[] (admin's pick, else top by volume)
//   PUT /api/featured             FeaturedPickRequest → FeaturedCollectionSlide[] (admins only; 403)
// Every figure is read from statistics kept on write, never counted per request.

/** "volume": integrations executed in `period`; "floor": lowest live royalty; "newest": creation. */
export const COLLECTION_SORT_OPTIONS = [
  { value: "volume", label: "Top volume" },
  { value: "floor", label: "Floor: low to high" },
  { value: "newest", label: "Newest" },
] as const;
export const ZCollectionSort = z.enum(["volume", "floor", "newest"]);
export type CollectionSort = z.infer<typeof ZCollectionSort>;
export const DEFAULT_COLLECTION_SORT: CollectionSort = "volume";

/** Exact up to this many matches; beyond it `totalCapped` is true and totalCount is the cap. */
export const COLLECTIONS_COUNT_CAP = 10_000;

// Query strings carry text, hence the coercions. `cursor` wins over `page` when both are sent;
// `page` alone (spec section 7) is served only while page × perPage stays within the count cap.
export const ZCollectionsQuery = z.object({
  blockchainId: z.coerce.number().int().positive().max(MAX_CHAIN_ID).optional(),
  /** A category slug (constants/asset-categories.ts): collections holding at least one such asset. */
  categoryId: ZAssetCategory.optional(),
  /** Matches the collection name (words, prefix and typos forgiven). */
  search: z.string().trim().max(100).optional(),
  /** Collections owned by this user. */
  userId: ZRecordId.optional(),
  sort: ZCollectionSort.default(DEFAULT_COLLECTION_SORT),
  /** The volume window, for the card figure and the "volume" sort. */
  period: ZPeriod.default("7D"),
  perPage: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.grid),
  cursor: ZPageCursor.optional(),
  page: z.coerce.number().int().min(1).max(COLLECTIONS_COUNT_CAP).optional(),
});
export type CollectionsQuery = z.input<typeof ZCollectionsQuery>;

/** Spec section 3 collection card plus what the browse grid shows beside it. */
export const ZCollectionBrowseCard = ZCollectionCard.extend({
  /** Lowest live listing royalty in percent (two decimals); null when nothing is listed. */
  floor: z.number().min(0).max(100).nullable(),
  itemCount: ZCount,
  chainId: ZChainId,
  /** The collection page is /collection/{name}/{owner._id} (web lib/entity-paths.ts). */
  owner: z.object({ _id: ZId, name: z.string() }),
  createdAt: z.iso.datetime({ offset: true }),
});
export type CollectionBrowseCard = z.infer<typeof ZCollectionBrowseCard>;

const ZCollectionsPage = z.object({
  data: z.array(ZCollectionBrowseCard),
  totalCount: ZCount,
  /** True when more than COLLECTIONS_COUNT_CAP match (totalCount is then the cap). */
  totalCapped: z.boolean(),
  totalPages: ZCount,
  /** The page after this one; null on the last. */
  nextCursor: ZPageCursor.nullable(),
});
export type CollectionsPage = z.infer<typeof ZCollectionsPage>;
export const ZCollectionsResponse = zApiSuccess(ZCollectionsPage);

// The browse sidebar's Collection section: name search, alphabetical, keyset-paged.
export const ZCollectionOptionsQuery = z.object({
  search: z.string().trim().max(100).optional(),
  blockchainId: z.coerce.number().int().positive().max(MAX_CHAIN_ID).optional(),
  cursor: ZPageCursor.optional(),
  perPage: z.coerce.number().int().min(1).max(50).default(PAGE_SIZES.standard),
});

const ZCollectionOptionsPage = z.object({
  data: z.array(ZCollectionOption),
  nextCursor: ZPageCursor.nullable(),
});
export type CollectionOptionsPage = z.infer<typeof ZCollectionOptionsPage>;
export const ZCollectionOptionsResponse = zApiSuccess(ZCollectionOptionsPage);

// A featured slide (spec section 3) for one collection. volume.value is the collection's 7D volume
// and volume.max the highest 7D volume of any collection (the scale of the slide's bar);
// floor.value its floor and floor.min the lowest floor of any collection; floor.listed is false
// when nothing of it is listed (value and min are then 0 and the slide shows the placeholder).
export const FEATURED_PERIOD = "7D" as const;
export const FEATURED_MAX = 12;
const ZFeaturedCollectionSlide = ZFeaturedSlide.extend({
  floor: ZFeaturedSlide.shape.floor.extend({ listed: z.boolean() }),
  collection: z.object({
    _id: ZId,
    name: z.string().min(1),
    userId: ZId,
    address: ZAddress,
    chainId: ZChainId,
  }),
});
export type FeaturedCollectionSlide = z.infer<typeof ZFeaturedCollectionSlide>;
export const ZFeaturedResponse = zApiSuccess(z.array(ZFeaturedCollectionSlide));

/** The admin's pick, in slide order; an empty list returns the carousel to the top by volume. */
export const ZFeaturedPickRequest = z.object({
  collectionIds: z.array(ZRecordId).max(FEATURED_MAX),
});
