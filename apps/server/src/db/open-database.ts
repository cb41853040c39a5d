import path from "node:path";
import type { BaseLogger } from "pino";
import type { Config } from "../config.ts";
import type { Database } from "./database.ts";
import { openPglite } from "./open-pglite.ts";
import { openPostgres } from "./open-postgres.ts";

/** Opens the configured database: a PostgreSQL server when DATABASE_URL is set, else PGlite. */
export function openDatabase(
  config: Pick<Config, "databaseUrl" | "dataDir">,
  logger?: Pick<BaseLogger, "warn">,
): Promise<Database> {
  if (config.databaseUrl) return Promise.resolve(openPostgres(config.databaseUrl, logger));
  return openPglite(path.join(config.dataDir, "db"));
}

/** Opens the configured database with its schema brought up to date; closed again if that fails. */
export async function openMigratedDatabase(
  config: Pick<Config, "databaseUrl" | "dataDir">,
  logger?: Pick<BaseLogger, "warn">,
): Promise<Database> {
  const database = await openDatabase(config, logger);
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
