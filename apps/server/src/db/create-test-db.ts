import { randomBytes } from "node:crypto";
import pg from "pg";
import type { Database } from "./database.ts";
import { openPglite } from "./open-pglite.ts";
import { openPostgres } from "./open-postgres.ts";

/**
 * A fresh, empty database for one test: in-memory PGlite, or — when TEST_DATABASE_URL points at a
 * PostgreSQL server (CI's second run) — a uniquely named database created there and dropped again
 * by `close()`. Migrated unless `migrate: false`.
 */
export async function createTestDb(options: { migrate?: boolean } = {}): Promise<Database> {
  const migrated = options.migrate !== false;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return migrated ? openPglite(undefined, await migratedPgliteDump()) : openPglite();
  const database = await createServerDatabase(serverUrl);
  if (migrated) await database.migrate();
  return database;
}

// Starting PGlite from a dump of an already migrated one skips initdb and the migrations, which
// halves the start-up time of every test; the dump is made once per test worker.
let migratedDump: Promise<File | Blob> | undefined;
function migratedPgliteDump() {
  migratedDump ??= (async () => {
    const template = await openPglite();
    await template.migrate();
    const dump = await template.client.dumpDataDir("none");
    await template.close();
    return dump;
  })();
  return migratedDump;
}

async function createServerDatabase(serverUrl: string): Promise<Database> {
  const name = `meshlink_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  await withAdminClient(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdminClient(serverUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}

async function withAdminClient(serverUrl: string, run: (admin: pg.Client) => Promise<unknown>) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await run(admin);
  } finally {
    await admin.end();
  }
}
