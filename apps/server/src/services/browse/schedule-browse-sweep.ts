import type { Db } from "../../db/database.ts";
import { msUntilNextDue, sweepBrowseReadModel } from "../../db/queries/browse-read-model.ts";
import { scheduleDueSweep } from "../schedule-due-sweep.ts";

type Log = { error: (details: object, message: string) => void };

/**
 * sweepBrowseReadModel now, then again when the next row falls due, and at least every `everyMs`:
 * a write since the last look (a listing with a short expiry, on any server) may have brought the
 * next due moment nearer. A look at nothing due is one read of the stale index's first entry.
 * Returns the function that stops it.
 */
export function scheduleBrowseSweep(db: Db, log: Log, everyMs = 5_000) {
  return scheduleDueSweep(
    async () => {
      await sweepBrowseReadModel(db);
      return msUntilNextDue(db, { maxMs: everyMs });
    },
    {
      retryMs: everyMs,
      onError: (error) => log.error({ err: error }, "sweeping the browse read model failed"),
    },
  );
}
