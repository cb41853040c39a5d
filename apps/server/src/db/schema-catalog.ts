import type { FilesMetadata } from "@meshlink/domain/entities/archive-structure";
import type { Property } from "@meshlink/domain/entities/property";
import type { SocialLink } from "@meshlink/domain/entities/social-link";
import type { ModelStats, ValidationSummary } from "@meshlink/domain/files/model-facts.types";
import type { AssetRequirements } from "@meshlink/domain/validation/asset-requirements";
import type { TechnicalDescription } from "@meshlink/domain/validation/technical-description";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./schema-auth.ts";
import { assetDrafts } from "./schema-files.ts";
import { nameTsvector, tsvector } from "./schema-search.ts";

// The catalog (docs/decisions/007-catalog-and-seed.md): what creators say about their
// collections and assets, which the chain does not hold. Ownership, balances, listings and activity
// are the indexer's (schema-chain.ts); rows here are written only after the creating transaction was
// verified on-chain. Addresses are lowercase; token ids and supplies numeric(78,0), read as strings.
const uint = (name: string) => numeric(name, { precision: 78, scale: 0 });
const at = (name: string) => timestamp(name, { withTimezone: true });

export const collections = pgTable(
  "collections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    chainId: integer("chain_id").notNull(),
    address: text("address").notNull(),
    name: text("name").notNull(),
    symbol: text("symbol").notNull(),
    ercType: text("erc_type", { enum: ["ERC721", "ERC1155"] }).notNull(),
    /** Sanitised rich text (links, images and code stripped), at most 4000 visible characters. */
    description: text("description").notNull().default(""),
    logoKey: text("logo_key"),
    bannerKey: text("banner_key"),
    socials: jsonb("socials").$type<SocialLink[]>().notNull().default([]),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdTx: text("created_tx").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    nameTsv: tsvector("name_tsv").generatedAlwaysAs(nameTsvector("name")),
  },
  (t) => [
    unique("collections_chain_address").on(t.chainId, t.address),
    index("collections_name_tsv").using("gin", t.nameTsv),
    index("collections_user_id_idx").on(t.userId, t.chainId),
    index("collections_name_trgm").using("gin", sql`${t.name} gin_trgm_ops`),
  ],
);

export const assets = pgTable(
  "assets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    chainId: integer("chain_id").notNull(),
    collectionId: uuid("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    collectionAddress: text("collection_address").notNull(),
    tokenId: uint("token_id").notNull(),
    name: text("name").notNull(),
    /** Markdown, at most 5000 characters. */
    description: text("description").notNull().default(""),
    imageKey: text("image_key"),
    properties: jsonb("properties").$type<Property[]>().notNull().default([]),
    // Codes of constants/asset-categories.ts (docs/decisions/012-categories-and-genres.md). Null
    // for assets recorded before categories existed; every new asset names one.
    category: smallint("category"),
    genres: smallint("genres")
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    technicalDescription: jsonb("technical_description").$type<TechnicalDescription>(),
    requirements: jsonb("requirements").$type<AssetRequirements>(),
    /** Minted amount, from the mint event (1 for ERC-721). */
    supply: uint("supply").notNull(),
    metadataCid: text("metadata_cid"),
    archiveCid: text("archive_cid"),
    archiveSize: bigint("archive_size", { mode: "number" }),
    filesMetadata: jsonb("files_metadata").$type<FilesMetadata>(),
    previewS3Key: text("preview_s3_key"),
    previewSize: integer("preview_size"),
    modelStats: jsonb("model_stats").$type<ModelStats>(),
    modelValidation: jsonb("model_validation").$type<ValidationSummary>(),
    /** The source asset of a linked (integrated) copy. */
    originalAssetId: uuid("original_asset_id").references((): AnyPgColumn => assets.id, {
      onDelete: "set null",
    }),
    creatorUserId: uuid("creator_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mintedTx: text("minted_tx").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    /** Full-text search on the name (docs/decisions/015-search.md). */
    nameTsv: tsvector("name_tsv").generatedAlwaysAs(nameTsvector("name")),
  },
  (t) => [
    unique("assets_chain_collection_token").on(t.chainId, t.collectionAddress, t.tokenId),
    index("assets_collection_token_idx").on(t.collectionAddress, t.tokenId),
    // A collection's assets newest first, keyset-paged by (created_at, id) (docs/decisions/011).
    index("assets_collection_recent_idx").on(t.collectionId, t.createdAt, t.id),
    // An original's linked copies (the Connected Assets panel); only linked copies are in it.
    index("assets_original_idx")
      .on(t.originalAssetId, t.createdAt)
      .where(sql`${t.originalAssetId} is not null`),
    // A creator's assets newest first, keyset-paged (the profile's Created tab, the user cards' count).
    index("assets_creator_recent_idx").on(t.creatorUserId, t.createdAt, t.id),
    // The profile's Custom tab: a creator's assets that carry traits of their own.
    index("assets_creator_custom_idx")
      .on(t.creatorUserId, t.createdAt, t.id)
      .where(sql`${t.properties} <> '[]'::jsonb`),
    index("assets_name_trgm").using("gin", sql`${t.name} gin_trgm_ops`),
    index("assets_name_tsv").using("gin", t.nameTsv),
    // Browse by category newest first, keyset-paged by (created_at, id) like the other lists.
    index("assets_category_recent_idx").on(t.category, t.createdAt, t.id),
    // Browse by genre: `genres && '{…}'` (any of) or `@>` (all of) is answered by this GIN index.
    index("assets_genres_gin").using("gin", t.genres),
  ],
);

// What the creator typed for a draft, kept with the metadata CID built from it, so that minting
// (POST /api/assets) turns exactly this into the asset and a failed mint can be retried.
export const assetDraftDetails = pgTable("asset_draft_details", {
  draftId: uuid("draft_id")
    .primaryKey()
    .references(() => assetDrafts.id, { onDelete: "cascade" }),
  details: jsonb("details").$type<Record<string, unknown>>().notNull(),
  metadataCid: text("metadata_cid").notNull(),
  /** Set once the draft became an asset; a second POST /api/assets with the same tx answers it. */
  assetId: uuid("asset_id").references(() => assets.id, { onDelete: "set null" }),
  updatedAt: at("updated_at").notNull().defaultNow(),
});
