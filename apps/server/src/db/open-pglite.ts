import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { Database } from "./database.ts";
import { migrationsFolder } from "./migrations-folder.ts";
import * as schema from "./schema.ts";

type PgliteOptions = {
  /** A dump (`dumpDataDir`) to start from instead of running initdb. */
  loadDataDir?: Blob | File;
  /**
   * PostgreSQL's shared_buffers. PGlite zeroes all of it at every start: the default 128MB costs
   * ~0.6 s, so test databases, which hold little, ask for less.
   */
  sharedBuffers?: string;
};

/** Embedded PostgreSQL (WASM) in `dataDir`, or in memory when no folder is given (tests). */
export async function openPglite(
  dataDir?: string,
  options: PgliteOptions = {},
): Promise<Database & { client: PGlite }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
    startParams: [
      ...PGlite.defaultStartParams,
      // A new 16 MB WAL segment is otherwise written full of zeros first: a 100k-event backfill
      // wrote 34 MB of them. PGlite runs with fsync off, so the space is not reserved ahead anyway.
      ...["-c", "wal_init_zero=off"],
      ...(options.sharedBuffers ? ["-c", `shared_buffers=${options.sharedBuffers}`] : []),
    ],
  });
  const db = drizzle({ client, schema });
  return {
    client,
    db,
    driver: "pglite",
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
