import type { Db } from "../../db/database.ts";
import {
  msUntilFloorDue,
  sweepCollectionFloors,
  sweepCollectionStats,
} from "../../db/queries/collection-stats.ts";
import { scheduleDueSweep } from "../schedule-due-sweep.ts";

// The sweep of what time alone changes in the collection statistics the triggers keep
// (db/queries/collection-stats.ts).

/** How many collections whose first listing expired one sweep re-reads at most. */
const SWEEP_MAX_FLOORS = 500;

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
      const changed = withVolumes
        ? await sweepCollectionStats(db, SWEEP_MAX_FLOORS)
        : await sweepCollectionFloors(db, SWEEP_MAX_FLOORS);
      if (changed > 0) log.info({ changed }, "collection statistics swept");
      return msUntilFloorDue(db, { minMs: 250, maxMs: everyMs });
    },
    {
      retryMs: everyMs,
      onError: (error) => log.error({ err: error }, "sweeping collection statistics failed"),
    },
  );
}
