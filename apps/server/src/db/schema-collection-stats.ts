import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./schema-auth.ts";
import { collections } from "./schema-catalog.ts";

// Collection statistics (docs/decisions/016-collection-statistics.md): kept by triggers in the same
// transaction as the catalog and indexer writes that change them, so that browsing collections reads
// one narrow row per collection and walks one (key, id) index per sort. A periodic sweep moves what
// time alone changes (a listing expiring, an integration leaving a period).
const at = (name: string) => timestamp(name, { withTimezone: true });

export const collectionStats = pgTable(
  "collection_stats",
  {
    collectionId: uuid("collection_id")
      .primaryKey()
      .references(() => collections.id, { onDelete: "cascade" }),
    // Copies of the collection's fixed facts, so that filters and sorts read this row alone.
    chainId: integer("chain_id").notNull(),
    address: text("address").notNull(),
    /** Collections are not renamed: the name is copied for the options list's alphabetical index. */
    name: text("name").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: at("created_at").notNull(),
    /** Assets recorded in the collection. */
    itemCount: integer("item_count").notNull().default(0),
    /** Distinct wallets holding a positive balance of any of its tokens. */
    owners: integer("owners").notNull().default(0),
    /** Lowest royalty (percent ×100) among live listings; null: nothing listed. */
    floor: integer("floor"),
    /** Unix seconds when the first live listing expires (the floor may change then); null: never. */
    floorUntil: bigint("floor_until", { mode: "number" }),
    // Integrations executed of its tokens in the last 24 h, 7 and 30 days (hour buckets).
    volume1d: integer("volume_1d").notNull().default(0),
    volume7d: integer("volume_7d").notNull().default(0),
    volume30d: integer("volume_30d").notNull().default(0),
  },
  (t) => [
    unique("collection_stats_chain_address").on(t.chainId, t.address),
    index("collection_stats_volume_1d").on(t.volume1d, t.collectionId),
    index("collection_stats_volume_7d").on(t.volume7d, t.collectionId),
    index("collection_stats_volume_30d").on(t.volume30d, t.collectionId),
    index("collection_stats_floor").on(sql`coalesce(${t.floor}, 2147483647)`, t.collectionId),
    index("collection_stats_newest").on(t.createdAt, t.collectionId),
    index("collection_stats_name").on(t.name, t.collectionId),
    index("collection_stats_user").on(t.userId, t.createdAt, t.collectionId),
    index("collection_stats_floor_until")
      .on(t.floorUntil)
      .where(sql`${t.floorUntil} is not null`),
  ],
);

/** A collection's assets per category (codes of constants/asset-categories.ts); rows at 0 go. */
export const collectionCategoryItems = pgTable(
  "collection_category_items",
  {
    category: smallint("category").notNull(),
    collectionId: uuid("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    items: integer("items").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.category, t.collectionId] }),
    index("collection_category_items_collection").on(t.collectionId),
  ],
);

/**
 * How many of a collection's tokens each wallet holds (a positive balance each), from the indexer's
 * balances; a collection's owners are its rows. Keyed by chain and address: the indexer may see a
 * collection before the catalog records it.
 */
export const collectionHolders = pgTable(
  "collection_holders",
  {
    chainId: integer("chain_id").notNull(),
    collection: text("collection").notNull(),
    owner: text("owner").notNull(),
    tokens: integer("tokens").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.collection, t.owner] }),
    // The collections a wallet holds tokens of, in key order (the profile's Integrated collections).
    index("collection_holders_owner").on(t.owner, t.collection, t.chainId),
  ],
);

/** Integrations executed of a collection's tokens, per hour (AgreementExecuted's block time). */
export const collectionVolumeHours = pgTable(
  "collection_volume_hours",
  {
    chainId: integer("chain_id").notNull(),
    collection: text("collection").notNull(),
    hour: at("hour").notNull(),
    integrations: integer("integrations").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.collection, t.hour] }),
    index("collection_volume_hours_hour").on(t.hour),
  ],
);

/** The admin's pick for the home carousel, in slide order; empty: the top collections by volume. */
export const featuredCollections = pgTable("featured_collections", {
  collectionId: uuid("collection_id")
    .primaryKey()
    .references(() => collections.id, { onDelete: "cascade" }),
  position: smallint("position").notNull(),
  pickedBy: uuid("picked_by").references(() => users.id, { onDelete: "set null" }),
  pickedAt: at("picked_at").notNull().defaultNow(),
});
