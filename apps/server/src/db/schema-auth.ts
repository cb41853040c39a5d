import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { nameTsvector, tsvector } from "./schema-search.ts";

// Users and wallet sign-in (docs/decisions/003-auth.md). Secrets — session tokens, verification
// tokens, signatures used as credentials — are stored only as SHA-256 hashes.

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

// Spec section 3 "User". Addresses live in user_addresses; emails are stored lowercased.
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerifiedAt: at("email_verified_at"),
    type: text("type", { enum: ["creator", "studio", "admin"] }).notNull(),
    defaultAddress: text("default_address").notNull(),
    avatar: text("avatar"),
    avatarUrl: text("avatar_url"),
    banner: text("banner"),
    bannerUrl: text("banner_url"),
    portfolio: text("portfolio"),
    description: text("description"),
    account: text("account"),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
    /** Full-text search on the name (docs/decisions/015-search.md). */
    nameTsv: tsvector("name_tsv").generatedAlwaysAs(nameTsvector("name")),
  },
  (t) => [
    index("users_name_tsv").using("gin", t.nameTsv),
    // The user list newest first, keyset-paged: everyone (All), or one type (Studio, Creator).
    index("users_recent_idx").on(t.createdAt, t.id),
    index("users_type_recent_idx").on(t.type, t.createdAt, t.id),
  ],
);

// A wallet belongs to at most one user; lowercase 0x or 0: addresses (domain ZWalletAddress).
export const userAddresses = pgTable(
  "user_addresses",
  {
    address: text("address").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // SHA-256 of the signature this wallet last logged in with (spec section 3 `loginSignature`).
    loginSignatureHash: text("login_signature_hash"),
    createdAt: createdAt(),
  },
  (table) => [index("user_addresses_user_id_idx").on(table.userId)],
);

// EIP-4361 nonces: issued by GET /api/auth/nonce, consumed once by POST /api/auth/verify.
export const authNonces = pgTable(
  "auth_nonces",
  {
    nonce: text("nonce").primaryKey(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (table) => [index("auth_nonces_expires_at_idx").on(table.expiresAt)],
);

// A verified sign-in message: its signature may be exchanged for sessions until it expires.
// Addresses here and in user_addresses and sessions are EVM (0x…) or Everscale (0:…) wallets.
export const signIns = pgTable(
  "sign_ins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    address: text("address").notNull(),
    signatureHash: text("signature_hash").notNull().unique(),
    // The EIP-4361 message's chain; null for an Everscale wallet, whose message names none.
    chainId: integer("chain_id"),
    expiresAt: at("expires_at").notNull(),
    revokedAt: at("revoked_at"),
    createdAt: createdAt(),
  },
  (table) => [index("sign_ins_address_idx").on(table.address)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    signInId: uuid("sign_in_id").references(() => signIns.id, { onDelete: "set null" }),
    address: text("address").notNull(),
    expiresAt: at("expires_at").notNull(),
    revokedAt: at("revoked_at"),
    createdAt: createdAt(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const emailVerifications = pgTable(
  "email_verifications",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (table) => [index("email_verifications_user_id_idx").on(table.userId)],
);
