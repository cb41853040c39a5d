import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Db } from "@meshlink/server/src/db/database.ts";

// The tables that browsing reads instead of counting per request (browse cards, collection
// statistics, the search dictionary) are kept on write by the indexer and the catalog writes; a
// filled database gets them the way production rebuilds them, by the server's own rebuild
// functions. They are looked up by name so that the bench runs on the code of the day: a rebuild
// the server does not have yet is reported missing, not faked.
const REBUILDS = ["rebuildBrowseReadModel", "rebuildCollectionStats", "rebuildSearchWords"];
const SERVICES = fileURLToPath(new URL("../../apps/server/src/services/", import.meta.url));

export async function rebuildReadModels(db: Db, log: (line: string) => void) {
  const found = await findRebuilds();
  for (const name of REBUILDS) {
    const file = found.get(name);
    if (!file) {
      log(`  ${name}: not in the server yet`);
      continue;
    }
    const module = (await import(file)) as Record<string, (db: Db) => Promise<unknown>>;
    const began = performance.now();
    await module[name]!(db);
    log(`  ${name} (${file.slice(SERVICES.length)}) in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  }
}

async function findRebuilds() {
  const found = new Map<string, string>();
  const files = (await readdir(SERVICES, { recursive: true })).filter(
    (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"),
  );
  for (const file of files) {
    const text = await readFile(join(SERVICES, file), "utf8");
    for (const name of REBUILDS) {
      if (new RegExp(`export (async )?function ${name}\\b`).test(text)) found.set(name, join(SERVICES, file));
    }
  }
  return found;
}
