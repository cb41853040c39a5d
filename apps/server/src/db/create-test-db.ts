import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
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
  if (!serverUrl) {
    const loadDataDir = await pgliteTemplate(migrated ? "migrated" : "empty");
    const database = await openPglite(undefined, { loadDataDir, sharedBuffers: "16MB" });
    // Only a run without the global setup (one test file outside Vitest's config) starts empty.
    if (migrated && !inject("pgliteTemplates")) await database.migrate();
    return database;
  }
  const database = await createServerDatabase(serverUrl);
  if (migrated) await database.migrate();
  return database;
}

// Starting PGlite from a dump skips initdb (~5 s) and the migrations: the run's global setup
// (testing/pglite-template.global.ts) dumps a fresh and a migrated database once for every file.
const templates = new Map<string, Promise<Blob>>();
function pgliteTemplate(kind: "empty" | "migrated"): Promise<Blob | undefined> {
  const file = inject("pgliteTemplates")?.[kind];
  if (!file) return Promise.resolve(undefined);
  let template = templates.get(file);
  if (!template) {
    template = readFile(file).then((bytes) => new Blob([bytes]));
    templates.set(file, template);
  }
  return template;
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
