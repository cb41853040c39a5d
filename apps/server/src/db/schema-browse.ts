import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { assets } from "./schema-catalog.ts";

// The browse read model (docs/decisions/014-browse-read-model.md): one narrow row per asset with
// every fact a browse filter or sort reads, written in the same transaction as the catalog, indexer
// and proposal writes that change them (queries/browse-read-model.ts), so that each sort
// is a walk of one (key, id) index and no request joins listings, proposals or activity to filter.
const at = (name: string) => timestamp(name, { withTimezone: true });

/** A sort's key: the expression its index holds, which the keyset query orders and compares by. */
export const BROWSE_SORT_KEYS = {
  newest: sql.raw(`"created_at"`),
  "trending-1D": sql.raw(`"trend_1d"`),
  "trending-7D": sql.raw(`"trend_7d"`),
  "trending-30D": sql.raw(`"trend_30d"`),
  // Unlisted assets follow the listed ones in every listing sort (their key is out of range).
  "recently-listed": sql.raw(`coalesce("listed_at", to_timestamp(0))`),
  "price-asc": sql.raw(`coalesce("price", 2147483647)`),
  "price-desc": sql.raw(`coalesce("price", -1)`),
} as const;
export type BrowseSortKey = keyof typeof BROWSE_SORT_KEYS;

/** The columns the sidebar's section filters read (and the price, which the Status filter reads). */
const sectionFacts = (t: {
  price: AnyPgColumn;
  chainId: AnyPgColumn;
  ercType: AnyPgColumn;
  category: AnyPgColumn;
  genreMask: AnyPgColumn;
  hasOffer: AnyPgColumn;
  activity: AnyPgColumn;
}) => [t.price, t.chainId, t.ercType, t.category, t.genreMask, t.hasOffer, t.activity];

export const assetBrowse = pgTable(
  "asset_browse",
  {
    assetId: uuid("asset_id")
      .primaryKey()
      .references(() => assets.id, { onDelete: "cascade" }),
    chainId: integer("chain_id").notNull(),
    collectionId: uuid("collection_id").notNull(),
    collectionAddress: text("collection_address").notNull(),
    tokenId: numeric("token_id", { precision: 78, scale: 0 }).notNull(),
    /** 721 or 1155. */
    ercType: smallint("erc_type").notNull(),
    /** The category's code, 0 for none (constants/asset-categories.ts). */
    category: smallint("category").notNull().default(0),
    /** Bit (code - 1) per genre: "any of" is one AND, and the facet rollup groups by it. */
    genreMask: smallint("genre_mask").notNull().default(0),
    creatorUserId: uuid("creator_user_id").notNull(),
    createdAt: at("created_at").notNull(),
    /**
     * The lowest royalty (percent ×100) among the live listings; null: not for sale. "Live" is
     * db/queries/listings.ts `liveListing`, which the view's SQL (latest in migration
     * 0037_offer-staleness) repeats in its own form: keep the two alike.
     */
    price: integer("price"),
    /** When the newest live listing was created. */
    listedAt: at("listed_at"),
    /** When the first live listing expires; null when none of them does. */
    expiresAt: at("expires_at"),
    hasOffer: boolean("has_offer").notNull().default(false),
    proposalCount: integer("proposal_count").notNull().default(0),
    integrationCount: integer("integration_count").notNull().default(0),
    /** 1: has proposals, 2: integrated (a bit each, as the rollup groups them). */
    activity: smallint("activity").notNull().default(0),
    // Proposals made plus integrations executed in the last 24 h, 7 and 30 days.
    trend1d: integer("trend_1d").notNull().default(0),
    trend7d: integer("trend_7d").notNull().default(0),
    trend30d: integer("trend_30d").notNull().default(0),
    /** When a listing expires or an event leaves a trending period: the sweep recomputes the row. */
    staleAt: at("stale_at"),
  },
  (t) => [
    index("asset_browse_newest").on(t.createdAt, t.assetId),
    index("asset_browse_trend_1d").on(t.trend1d, t.assetId),
    index("asset_browse_trend_7d").on(t.trend7d, t.assetId),
    index("asset_browse_trend_30d").on(t.trend30d, t.assetId),
    index("asset_browse_recently_listed").on(BROWSE_SORT_KEYS["recently-listed"], t.assetId),
    // The price sorts' indexes also hold every fact a section filter reads, after the key: a page
    // or a count under a price range and the sidebar's filters is read from the index alone.
    index("asset_browse_price_asc").on(BROWSE_SORT_KEYS["price-asc"], t.assetId, ...sectionFacts(t)),
    index("asset_browse_price_desc").on(BROWSE_SORT_KEYS["price-desc"], t.assetId, ...sectionFacts(t)),
    // Narrow filters are answered from their own index, then sorted (a collection, a creator).
    index("asset_browse_collection").on(t.collectionId, t.createdAt),
    // The address leads: a token's lookup names all three, the collection filter only the address.
    index("asset_browse_token").on(t.collectionAddress, t.chainId, t.tokenId),
    index("asset_browse_creator").on(t.creatorUserId, t.createdAt),
    // Few assets have proposals: "has proposals" / "integrated" finds them here, then sorts them,
    // rather than walking a sort's index through the million without any.
    index("asset_browse_active")
      .on(t.activity, t.assetId)
      .where(sql`${t.activity} <> 0`),
    index("asset_browse_stale")
      .on(t.staleAt)
      .where(sql`${t.staleAt} is not null`),
  ],
);

/**
 * How many assets have each combination of the sidebar's low-cardinality facts, kept by the
 * statement triggers on asset_browse (migration), by delta, in the writing transaction: facet counts
 * and totals of those filters are sums of these few thousand rows, never a count of assets.
 */
export const assetBrowseCounts = pgTable(
  "asset_browse_counts",
  {
    chainId: integer("chain_id").notNull(),
    ercType: smallint("erc_type").notNull(),
    category: smallint("category").notNull(),
    genreMask: smallint("genre_mask").notNull(),
    listed: boolean("listed").notNull(),
    hasOffer: boolean("has_offer").notNull(),
    activity: smallint("activity").notNull(),
    assets: integer("assets").notNull(),
  },
  (t) => [
    primaryKey({
      name: "asset_browse_counts_pk",
      columns: [t.chainId, t.ercType, t.category, t.genreMask, t.listed, t.hasOffer, t.activity],
    }),
  ],
);

/**
 * The listed assets of asset_browse_counts again, by whole percent of price (`price / 100`), kept by
 * the same triggers: a price range's count and facets are sums of the bands it covers whole plus
 * the rows of at most two bands it cuts, read from the price index.
 */
export const assetBrowsePriceCounts = pgTable(
  "asset_browse_price_counts",
  {
    chainId: integer("chain_id").notNull(),
    ercType: smallint("erc_type").notNull(),
    category: smallint("category").notNull(),
    genreMask: smallint("genre_mask").notNull(),
    hasOffer: boolean("has_offer").notNull(),
    activity: smallint("activity").notNull(),
    band: integer("band").notNull(),
    assets: integer("assets").notNull(),
  },
  (t) => [
    primaryKey({
      name: "asset_browse_price_counts_pk",
      columns: [t.band, t.chainId, t.ercType, t.category, t.genreMask, t.hasOffer, t.activity],
    }),
  ],
);
