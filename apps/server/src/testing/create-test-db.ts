import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import { createServerDatabase } from "../db/create-server-database.ts";
import type { Database } from "../db/database.ts";
import { openPglite } from "../db/open-pglite.ts";

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
  // The run's global setup migrated a template database once; each test database is a copy of it.
  const template = migrated ? inject("postgresTemplate") : undefined;
  const database = await createServerDatabase(serverUrl, { template });
  if (migrated && !template) await database.migrate();
  return database;
}

// Starting PGlite from a dump skips initdb (~5 s) and the migrations: the run's global setup
// (testing/database-templates.global.ts) dumps a fresh and a migrated database once for every file.
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
