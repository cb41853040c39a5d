import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { BaseLogger } from "pino";
import type { Database } from "./database.ts";
import { migrationsFolder } from "./migrations-folder.ts";
import * as schema from "./schema.ts";

// Any fixed number works; it only has to be the same in every server process.
const MIGRATION_LOCK_ID = 7_263_915_004;

/** A PostgreSQL server through a node-postgres pool. */
export function openPostgres(connectionString: string, logger?: Pick<BaseLogger, "warn">): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection dropped by the server must not crash the process; the pool reconnects on
  // the next query and /api/health reports an outage.
  pool.on("error", (error) => logger?.warn({ err: error }, "idle database connection failed"));
  const db = drizzle({ client: pool, schema });
  return {
    db,
    driver: "postgres",
    migrate: () => migrateExclusively(pool, () => migrate(db, { migrationsFolder })),
    close: () => pool.end(),
  };
}

// Several servers may start at once against one database; a session advisory lock makes the
// others wait until the first has migrated, instead of racing on the same DDL.
async function migrateExclusively(pool: pg.Pool, run: () => Promise<void>) {
  const lock = await pool.connect();
  try {
    await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await run();
  } finally {
    await lock.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
    lock.release();
  }
}
