import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { readWait, scheduleDueSweep } from "../schedule-due-sweep.ts";

// Collection statistics are kept by triggers (migration 0023, docs/decisions/016-collection-
// statistics.md) in the same transaction as the writes that change them. These two are the only
// calls code makes: what time alone changes, and a rebuild from the sources.

/** How many collections whose first listing expired one sweep re-reads at most. */
const SWEEP_MAX_FLOORS = 500;

/** Floors of expired listings and period volumes an hour left behind; returns the rows changed. */
export async function sweepCollectionStats(db: Db, maxFloors = SWEEP_MAX_FLOORS): Promise<number> {
  return changedRows(db, sql`select collection_stats_sweep(${maxFloors}::int) as changed`);
}

/** Floors of expired listings only; returns the rows changed. */
async function sweepCollectionFloors(db: Db, maxFloors = SWEEP_MAX_FLOORS): Promise<number> {
  return changedRows(db, sql`select collection_stats_sweep_floors(${maxFloors}::int) as changed`);
}

async function changedRows(db: Db, query: SQL) {
  const result: unknown = await db.execute(query);
  return Number((result as { rows: { changed: number }[] }).rows[0]?.changed ?? 0);
}

/**
 * Every statistic recomputed set-based from the catalog and the indexer's tables: for a database
 * filled with the triggers disabled (the browse bench's generator) or to check the kept figures.
 */
export async function rebuildCollectionStats(db: Db): Promise<void> {
  await db.execute(sql`select collection_stats_rebuild()`);
}

/** Milliseconds until the earliest floor_until (unix seconds) passes, within [minMs, maxMs]. */
export function msUntilFloorDue(db: Db, { minMs = 250, maxMs = 5_000 } = {}): Promise<number> {
  const query = sql`
    select (min(floor_until) - extract(epoch from clock_timestamp())) * 1000 as wait
    from collection_stats where floor_until is not null`;
  return readWait(db, query, { minMs, maxMs });
}

/** Period volumes change by the hour: a 1D figure is at most this late. */
const VOLUMES_EVERY_MS = 60_000;

type Log = {
  info: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

/**
 * Starts the sweep: floors when the earliest floor's listing expires (and at least every
 * `everyMs`, as a listing recorded since may expire sooner), so a collection's floor drops an
 * expired listing about when it expires; the volumes with them once a minute. One pass at a time,
 * so the two never update the same rows at once. Returns the function that stops it.
 */
export function scheduleCollectionStatsSweep(db: Db, log: Log, everyMs = 5_000) {
  let volumesSweptAt = -Infinity;
  return scheduleDueSweep(
    async () => {
      const withVolumes = Date.now() - volumesSweptAt >= VOLUMES_EVERY_MS;
      if (withVolumes) volumesSweptAt = Date.now();
      const changed = withVolumes ? await sweepCollectionStats(db) : await sweepCollectionFloors(db);
      if (changed > 0) log.info({ changed }, "collection statistics swept");
      return msUntilFloorDue(db, { maxMs: everyMs });
    },
    {
      retryMs: everyMs,
      onError: (error) => log.error({ err: error }, "sweeping collection statistics failed"),
    },
  );
}
