import type { SQL } from "drizzle-orm";
import type { Db } from "./database.ts";
import { rowsOf } from "./rows-of.ts";

/**
 * The milliseconds in the `wait` column of `query`'s one row (until the earliest row falls due),
 * within [minMs, maxMs]; maxMs when it is null: nothing is due, and a write since may bring
 * something nearer, so an idle sweep still looks once per maxMs.
 */
export async function readWait(
  db: Db,
  query: SQL,
  { minMs = 250, maxMs }: { minMs?: number; maxMs: number },
) {
  const wait = rowsOf<{ wait: number | string | null }>(await db.execute(query))[0]?.wait;
  if (wait === null || wait === undefined) return maxMs;
  return Math.min(maxMs, Math.max(minMs, Math.ceil(Number(wait))));
}
