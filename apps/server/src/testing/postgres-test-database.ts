import { sql } from "drizzle-orm";
import { createTestDb } from "./create-test-db.ts";
import type { Database } from "../db/database.ts";

export type PostgresTestDatabase = {
  /** The connection URL other processes (servers under test) use. */
  url: string;
  /** This test's own, migrated connection; closing it drops the database. */
  database: Database;
};

/**
 * createTestDb's fresh, migrated database on the PostgreSQL server at TEST_DATABASE_URL, with the
 * URL that reaches it: for tests where several server processes share one database.
 */
export async function createPostgresTestDatabase(): Promise<PostgresTestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL must name a PostgreSQL server");
  const database = await createTestDb();
  const result: unknown = await database.db.execute(sql`select current_database() as name`);
  const url = new URL(serverUrl);
  url.pathname = `/${(result as { rows: { name: string }[] }).rows[0]!.name}`;
  return { url: url.toString(), database };
}
