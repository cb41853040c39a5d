import type { FilesMetadata } from "@meshlink/domain/entities/archive-structure";
import type { ModelStats, ValidationSummary } from "@meshlink/domain/files/model-facts.types";
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./schema-auth.ts";

// Uploaded files (docs/decisions/005-file-storage.md). The bytes live in the blob store
// and the IPFS store; these tables say whose they are and what was measured in them.

const at = (name: string) => timestamp(name, { withTimezone: true });

// An asset being created: its files are uploaded here before the token is minted.
export const assetDrafts = pgTable(
  "asset_drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    archiveCid: text("archive_cid"),
    archiveSize: bigint("archive_size", { mode: "number" }),
    filesMetadata: jsonb("files_metadata").$type<FilesMetadata>(),
    previewS3Key: text("preview_s3_key"),
    previewSize: integer("preview_size"),
    modelStats: jsonb("model_stats").$type<ModelStats>(),
    modelValidation: jsonb("model_validation").$type<ValidationSummary>(),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [index("asset_drafts_user_id_idx").on(table.userId)],
);

// Images uploaded through POST /api/upload (avatars, banners, logos, asset images). `format` is
// what the bytes are (sharp's reading), never what the browser said.
export const images = pgTable(
  "images",
  {
    key: text("key").primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    format: text("format", { enum: ["png", "jpeg", "gif", "webp", "svg"] }).notNull(),
    size: integer("size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [index("images_user_id_idx").on(table.userId)],
);

// The key of each sealed source archive, wrapped under a server key (ARCHIVE_KEY), by the CID of
// the sealed bytes (docs/decisions/009-source-archive-encryption.md). An archive CID with no row
// here is a plaintext archive stored before sealing; it is served through the gated downloads only.
export const archiveKeys = pgTable("archive_keys", {
  cid: text("cid").primaryKey(),
  wrappedKey: text("wrapped_key").notNull(),
  createdAt: at("created_at").notNull().defaultNow(),
});
