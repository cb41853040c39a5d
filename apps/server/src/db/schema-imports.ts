import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { assets, collections } from "./schema-catalog.ts";

// Imported collections (docs/decisions/019-imported-collections.md): ERC-721 and ERC-1155 contracts
// deployed outside MeshLink that their owner brought in. The collection itself is a catalog row like
// any other; this row says where the indexer starts following it and where it was found.
export const importedCollections = pgTable(
  "imported_collections",
  {
    collectionId: uuid("collection_id")
      .primaryKey()
      .references(() => collections.id, { onDelete: "cascade" }),
    chainId: integer("chain_id").notNull(),
    /** Lowercase, as in chain_collections; the indexer follows it alongside the Store's collections. */
    address: text("address").notNull(),
    /** The block the contract's code first appears in: its Transfer history starts there. */
    deployedBlock: bigint("deployed_block", { mode: "number" }).notNull(),
    /** How the importer found it: the chain itself or the configured NFT data provider. */
    source: text("source", { enum: ["chain", "provider"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("imported_collections_chain_address").on(t.chainId, t.address)],
);

// Token metadata of imported tokens, read from their tokenURI after the indexer saw the mint; until
// it is read the asset shows the spec's placeholders. A failed read is retried with a growing delay.
export const tokenMetadataFetches = pgTable(
  "token_metadata_fetches",
  {
    assetId: uuid("asset_id")
      .primaryKey()
      .references(() => assets.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "ready", "failed"] })
      .notNull()
      .default("pending"),
    /** The tokenURI the chain answered (bounded), kept to show why a read failed. */
    tokenUri: text("token_uri"),
    attempts: smallint("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    error: text("error"),
  },
  (t) => [
    index("token_metadata_fetches_due")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
