import { sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";

// Collection statistics are kept by triggers (migration 0023, docs/decisions/016-collection-
// statistics.md) in the same transaction as the writes that change them. These two are the only
// calls code makes: what time alone changes, and a rebuild from the sources.

/** How many collections whose first listing expired one sweep re-reads at most. */
export const SWEEP_MAX_FLOORS = 500;

/** Floors of expired listings and period volumes an hour left behind; returns the rows changed. */
export async function sweepCollectionStats(db: Db, maxFloors = SWEEP_MAX_FLOORS): Promise<number> {
  const result: unknown = await db.execute(sql`select collection_stats_sweep(${maxFloors}::int) as changed`);
  return Number((result as { rows: { changed: number }[] }).rows[0]?.changed ?? 0);
}

/**
 * Every statistic recomputed set-based from the catalog and the indexer's tables: for a database
 * filled with the triggers disabled (the browse bench's generator) or to check the kept figures.
 */
export async function rebuildCollectionStats(db: Db): Promise<void> {
  await db.execute(sql`select collection_stats_rebuild()`);
}

/** Every minute: a floor or a 1D figure is at most this late after time alone changed it. */
const SWEEP_EVERY_MS = 60_000;

type Log = {
  info: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

/** Starts the periodic sweep; the returned function stops it (a preClose hook). */
export function scheduleCollectionStatsSweep(db: Db, log: Log) {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= sweepCollectionStats(db)
      .then(
        (changed) => {
          if (changed > 0) log.info({ changed }, "collection statistics swept");
        },
        (error: unknown) => log.error({ err: error }, "sweeping collection statistics failed"),
      )
      .finally(() => (running = undefined));
  };
  const timer = setInterval(run, SWEEP_EVERY_MS).unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
