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
];

/** In-memory PGlite, or the PostgreSQL server at DATABASE_URL with empty chain tables. */
export async function openBenchDatabase(): Promise<Database & { label: string }> {
  const url = process.env.DATABASE_URL;
  const database = url ? openPostgres(url) : await openPglite();
  await database.migrate();
  if (url) await database.db.execute(sql.raw(`truncate ${CHAIN_TABLES.join(", ")}`));
  // Both drivers answer `execute` with `{ rows }`.
  const result: unknown = await database.db.execute(sql`select version() as version`);
  const [row] = (result as { rows: { version: string }[] }).rows;
  const version = row!.version.split(" ").slice(0, 2).join(" ");
  const label = url ? `${version} server (${new URL(url).host})` : `${version} in-memory PGlite`;
  return { ...database, label };
}
