import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { Db } from "@meshlink/server/src/db/database.ts";

// The tables that browsing reads instead of counting per request (browse cards, collection
// statistics, the search dictionary) are kept on write by the indexer and the catalog writes; a
// filled database gets them the way production rebuilds them, by the server's own rebuild
// functions, looked up by name so that the bench runs on the code of the day. Where the server has
// no such function yet, the statement its migration backfilled an existing database with (a
// top-level statement of the migration) stands in for it; where neither exists, it says so.
const REBUILDS: Record<string, RegExp | undefined> = {
  rebuildBrowseReadModel: /^SELECT asset_browse_refresh\(/,
  rebuildCollectionStats: undefined,
  rebuildSearchWords: /^INSERT INTO search_words /,
};
const SOURCES = fileURLToPath(new URL("../../apps/server/src/", import.meta.url));
const MIGRATIONS = fileURLToPath(new URL("../../apps/server/src/db/migrations/", import.meta.url));

export async function rebuildReadModels(db: Db, log: (line: string) => void) {
  const found = await findRebuilds();
  for (const [name, backfill] of Object.entries(REBUILDS)) {
    const file = found.get(name);
    if (!file) {
      const statement = backfill && (await findBackfill(backfill));
      if (!statement) {
        log(`  ${name}: not in the server yet`);
        continue;
      }
      const began = performance.now();
      await db.execute(sql.raw(statement.text));
      log(
        `  ${name} not in the server yet: its migration's backfill (${statement.file}) in ` +
          `${((performance.now() - began) / 1000).toFixed(1)} s`,
      );
      continue;
    }
    const module = (await import(file)) as Record<string, (db: Db) => Promise<unknown>>;
    const began = performance.now();
    await module[name]!(db);
    log(`  ${name} (${file.slice(SOURCES.length)}) in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  }
  // The rebuilt tables' statistics, as autovacuum would leave them on a served database.
  const began = performance.now();
  await db.execute(sql`vacuum analyze`);
  log(`  vacuum analyze in ${((performance.now() - began) / 1000).toFixed(1)} s`);
}

async function findRebuilds() {
  const found = new Map<string, string>();
  const files = (await readdir(SOURCES, { recursive: true })).filter(
    (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.startsWith("testing/"),
  );
  for (const file of files) {
    const text = await readFile(join(SOURCES, file), "utf8");
    for (const name of Object.keys(REBUILDS)) {
      if (new RegExp(`export (async )?function ${name}\\b`).test(text)) found.set(name, join(SOURCES, file));
    }
  }
  return found;
}

async function findBackfill(pattern: RegExp) {
  for (const file of (await readdir(MIGRATIONS)).filter((name) => name.endsWith(".sql")).sort()) {
    const statements = (await readFile(join(MIGRATIONS, file), "utf8")).split("--> statement-breakpoint");
    for (const statement of statements) {
      const text = statement.replace(/^(\s*--[^\n]*\n)*/, "").trim();
      if (pattern.test(text)) return { file, text };
    }
  }
  return undefined;
}
