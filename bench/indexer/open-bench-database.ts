import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "@meshlink/server/src/db/database.ts";
import { openPglite } from "@meshlink/server/src/db/open-pglite.ts";
import { openPostgres } from "@meshlink/server/src/db/open-postgres.ts";

const CHAIN_TABLES = [
  "chain_cursors",
  "chain_events",
  "chain_collections",
  "chain_tokens",
  "chain_balances",
  "chain_listings",
  "chain_approvals",
  "chain_executions",
  "chain_offers",
  "chain_activity",
  "chain_blocks",
];

/**
 * PGlite in a fresh temporary folder, as `npm start` keeps it in DATA_DIR/db (in memory, every
 * relation file growing by copying makes writes slow down as tables grow: not what the product
 * runs), or the PostgreSQL server at DATABASE_URL with empty chain tables.
 */
export async function openBenchDatabase(): Promise<Database & { label: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const folder = await mkdtemp(join(tmpdir(), "meshlink-bench-db-"));
    const database = await openPglite(folder);
    await database.migrate();
    const close = async () => {
      await database.close();
      await rm(folder, { recursive: true, force: true });
    };
    return { ...database, close, label: `${await versionOf(database)} PGlite in a folder` };
  }
  const database = openPostgres(url);
  await database.migrate();
  await database.db.execute(sql.raw(`truncate ${CHAIN_TABLES.join(", ")}`));
  return { ...database, label: `${await versionOf(database)} server (${new URL(url).host})` };
}

async function versionOf(database: Database) {
  // Both drivers answer `execute` with `{ rows }`.
  const result: unknown = await database.db.execute(sql`select version() as version`);
  const [row] = (result as { rows: { version: string }[] }).rows;
  return row!.version.split(" ").slice(0, 2).join(" ");
}
