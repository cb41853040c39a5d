import { existsSync } from "node:fs";
import path from "node:path";
import { loadConfig, repoRoot } from "../config.ts";
import { openMigratedDatabase } from "./open-database.ts";

/**
 * A head start for `npm start` on a fresh DATA_DIR: creates the embedded database (PGlite's
 * initdb, the longest step of a first start) and migrates it while the web app builds beside it
 * (scripts/start.mjs), instead of after the build. Does nothing when DATABASE_URL names a server,
 * when the folder already holds a database, or when the configuration is invalid: main.ts then
 * opens, migrates or reports as always. Returns whether it created the database.
 */
export async function prepareEmbeddedDatabase(): Promise<boolean> {
  // The same .env main.ts reads, so both name the same DATA_DIR.
  const envFile = path.join(repoRoot, ".env");
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch {
    return false;
  }
  // openMigratedDatabase keeps PGlite in DATA_DIR/db, and PGlite itself runs initdb when PG_VERSION is absent.
  if (config.databaseUrl || existsSync(path.join(config.dataDir, "db", "PG_VERSION"))) return false;
  const database = await openMigratedDatabase(config);
  await database.close();
  return true;
}
