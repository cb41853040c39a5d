import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { Database } from "./database.ts";
import { migrationsFolder } from "./migrations-folder.ts";
import * as schema from "./schema.ts";

/**
 * Embedded PostgreSQL (WASM) in `dataDir`, or in memory when no folder is given (tests), optionally
 * starting from a dump made by `dumpPglite`.
 */
export async function openPglite(
  dataDir?: string,
  loadDataDir?: Blob | File,
): Promise<Database & { client: PGlite }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
  const db = drizzle({ client, schema });
  return {
    client,
    db,
    driver: "pglite",
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
