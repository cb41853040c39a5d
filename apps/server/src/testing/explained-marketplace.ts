import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { createTestDb } from "./create-test-db.ts";
import { fillMarketplace, type Scale, signInBusyUser } from "./fill-marketplace.ts";
import { recordingDatabase } from "./query-plans.ts";

/**
 * The real app on a fresh database holding a marketplace filled at `scale`, for query-plan tests:
 * `plansOf(request)` explains each query a request sends, tables over 3000 rows counting as big, and
 * `token` signs the busy user in. `prepare` runs on the filled database before that user signs in
 * and the app starts (a read model to rebuild, more rows of a test's own).
 */
export async function explainedMarketplace(scale: Scale, prepare?: (database: Database) => Promise<void>) {
  const database = await createTestDb();
  await fillMarketplace(database.db, scale, () => undefined);
  await prepare?.(database);
  const token = await signInBusyUser(database.db);
  const recording = recordingDatabase(database, { bigTableRows: 3000 });
  const config = loadConfig({ LOG_LEVEL: "silent", NODE_ENV: "test", WEB_DIST: "/nonexistent-web-dist" });
  const app = await buildApp(config, { database: recording.database });
  return {
    app,
    db: database.db,
    token,
    plansOf: recording.plansOf,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
