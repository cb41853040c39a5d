import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Database } from "@meshlink/server/src/db/database.ts";
import { openPglite } from "@meshlink/server/src/db/open-pglite.ts";
import { openPostgres } from "@meshlink/server/src/db/open-postgres.ts";
import { versionOf } from "@meshlink/server/src/testing/query-plans.ts";

/**
 * The database a marketplace bench fills, migrated: the PostgreSQL server at DATABASE_URL (its
 * marketplace tables are emptied by the fill: use a throwaway server, as the `:postgres` scripts
 * start), or PGlite in a fresh temporary folder, as `npm start` keeps it.
 */
export async function openMarketplaceDatabase(folderPrefix: string): Promise<{
  database: Database;
  label: string;
  dispose: () => Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const database = openPostgres(url);
    await database.migrate();
    return {
      database,
      label: `${await versionOf(database.db)} server (${new URL(url).host})`,
      dispose: () => database.close(),
    };
  }
  const folder = await mkdtemp(join(tmpdir(), folderPrefix));
  const database = await openPglite(folder);
  await database.migrate();
  return {
    database,
    label: `${await versionOf(database.db)} PGlite in a folder`,
    dispose: async () => {
      await database.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** The marketplace's size: a million assets on PostgreSQL, 100k on PGlite (unless ASSETS says). */
export const benchAssets = () =>
  Number(process.env.ASSETS ?? (process.env.DATABASE_URL ? 1_000_000 : 100_000));
