import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema.ts";

/**
 * What services receive: Drizzle's common Postgres supertype, so the same code runs on embedded
 * PGlite and on a PostgreSQL server.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseDriver = "pglite" | "postgres";

/** An open database plus what only its owner needs: which driver, and how to close it. */
export type Database = {
  db: Db;
  driver: DatabaseDriver;
  /** Runs the migrations in src/db/migrations that this database has not seen yet. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};
