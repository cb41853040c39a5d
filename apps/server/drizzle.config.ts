import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` uses this file: migrations are applied from code at start-up
// (src/db/migrate-database.ts) because drizzle-kit's own migrate cannot load PGlite extensions.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./src/db/migrations",
});
