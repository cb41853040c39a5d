import type { ListingEngine } from "@meshlink/domain/validation/game-engine";
import { NOTIFICATION_TYPES } from "@meshlink/domain/constants/notification-types";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./schema-auth.ts";
import { assets } from "./schema-catalog.ts";

// The marketplace (docs/decisions/008-listings-and-integration.md): what the chain does not
// hold about listings, proposals and notifications. Listing state, approvals and executions stay the
// indexer's (schema-chain.ts); rows here are written only after the transaction was verified and
// its block applied by the indexer.
const uint = (name: string) => numeric(name, { precision: 78, scale: 0 });
const at = (name: string) => timestamp(name, { withTimezone: true });

// Spec section 3 "Game engine option"; seeded by the migration that creates the table.
export const engines = pgTable("engines", {
  id: text("id").primaryKey(),
  name: text("name").notNull().unique(),
  sortOrder: integer("sort_order").notNull().default(0),
});

// The off-chain half of an on-chain listing: the engines the owner chose.
export const listingDetails = pgTable(
  "listing_details",
  {
    chainId: integer("chain_id").notNull(),
    listingId: uint("listing_id").notNull(),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    engines: jsonb("engines").$type<ListingEngine[]>().notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    updatedTx: text("updated_tx").notNull(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.listingId] }), index("listing_details_asset").on(t.assetId)],
);

// Spec section 3 "Proposal": pending → accepted (approveListing verified) → finalised (AgreementExecuted
// verified, linked asset recorded). One proposal per studio and listing.
export const proposals = pgTable(
  "proposals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    chainId: integer("chain_id").notNull(),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    listingId: uint("listing_id").notNull(),
    offererId: uuid("offerer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    offererAddress: text("offerer_address").notNull(),
    offererCollectionAddress: text("offerer_collection_address").notNull(),
    accepted: boolean("accepted").notNull().default(false),
    acceptedTx: text("accepted_tx"),
    isFinalised: boolean("is_finalised").notNull().default(false),
    executedTx: text("executed_tx"),
    linkedAssetId: uuid("linked_asset_id").references(() => assets.id, { onDelete: "set null" }),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    unique("proposals_listing_offerer").on(t.chainId, t.listingId, t.offererId),
    index("proposals_asset").on(t.assetId, t.createdAt),
  ],
);

// The server's record of an on-chain offer (spec section 4 "Offer": made → authorized → accepted),
// written after each step's receipt was verified and its block indexed: the offer's state stays the
// indexer's (`chain_offers`); this row holds what the chain does not — who made it in MeshLink, the
// block time it was made at, and which steps were already notified, so a repeated record is silent.
export const offerRecords = pgTable(
  "offer_records",
  {
    chainId: integer("chain_id").notNull(),
    offerId: uint("offer_id").notNull(),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    offerorId: uuid("offeror_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    madeTx: text("made_tx").notNull(),
    madeAt: at("made_at").notNull(),
    authorizedTx: text("authorized_tx"),
    acceptedTx: text("accepted_tx"),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.offerId] })],
);

// Spec section 3 "Notification"; the asset fields are joined from `assets` when read.
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type", { enum: NOTIFICATION_TYPES }).notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fromUserId: uuid("from_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    isRead: boolean("is_read").notNull().default(false),
    isSeen: boolean("is_seen").notNull().default(false),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    // A user's notifications newest first, keyset-paged by (created_at, id) (docs/decisions/011).
    index("notifications_user_recent").on(t.userId, t.createdAt, t.id),
    // The bell's badge counts the unseen ones: only those are in it.
    index("notifications_user_unseen")
      .on(t.userId, t.type)
      .where(sql`not ${t.isSeen}`),
  ],
);
