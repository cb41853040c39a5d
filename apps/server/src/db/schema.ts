import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

export * from "./schema-auth.ts";
export * from "./schema-browse.ts";
export * from "./schema-catalog.ts";
export * from "./schema-chain.ts";
export * from "./schema-collection-stats.ts";
export * from "./schema-files.ts";
export * from "./schema-imports.ts";
export * from "./schema-market.ts";
export * from "./schema-search.ts";

// Facts about this installation (e.g. its instance id), one row per key. Business tables
// (users, assets, listings…) arrive with the issues that need them.
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
