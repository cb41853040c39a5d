import { sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import { readWait } from "../read-wait.ts";
import { rowsOf } from "../rows-of.ts";

// Collection statistics are kept by triggers (migration 0023, docs/decisions/016-collection-
// statistics.md) in the same transaction as the writes that change them. These are the only calls
// code makes: what time alone changes, and a rebuild from the sources.

const changedOf = (result: unknown) => Number(rowsOf<{ changed: number }>(result)[0]?.changed ?? 0);

/** Floors of expired listings (at most `maxFloors` collections) and period volumes; the rows changed. */
export async function sweepCollectionStats(db: Db, maxFloors: number): Promise<number> {
  return changedOf(await db.execute(sql`select collection_stats_sweep(${maxFloors}::int) as changed`));
}

/** Floors of expired listings only (at most `maxFloors` collections); the rows changed. */
export async function sweepCollectionFloors(db: Db, maxFloors: number): Promise<number> {
  return changedOf(await db.execute(sql`select collection_stats_sweep_floors(${maxFloors}::int) as changed`));
}

/**
 * Every statistic recomputed set-based from the catalog and the indexer's tables: for a database
 * filled with the triggers disabled (the browse bench's generator) or to check the kept figures.
 */
export async function rebuildCollectionStats(db: Db): Promise<void> {
  await db.execute(sql`select collection_stats_rebuild()`);
}

/** Milliseconds until the earliest floor_until (unix seconds) passes, within [minMs, maxMs]. */
export function msUntilFloorDue(db: Db, bounds: { minMs: number; maxMs: number }): Promise<number> {
  const query = sql`
    select (min(floor_until) - extract(epoch from clock_timestamp())) * 1000 as wait
    from collection_stats where floor_until is not null`;
  return readWait(db, query, bounds);
}
