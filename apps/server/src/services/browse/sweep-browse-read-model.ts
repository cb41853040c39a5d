import { sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { readWait } from "../../db/read-wait.ts";
import { scheduleDueSweep } from "../schedule-due-sweep.ts";

// Listing expiry and trending decay change a row without any write: each row keeps the moment it
// next changes (stale_at), and this sweep recomputes the rows whose moment has passed, oldest first,
// in small batches of short transactions, so it never holds many rows or stalls a request.

// Advisory lock keys are shared by the whole database; "ML1B" keeps the sweep's apart from the
// indexer's ("ML1X", leader-lock.ts).
const SWEEP_LOCK_KEY = (0x4d4c3142n << 32n).toString();

/**
 * One pass: up to `batches` batches of `batchSize` overdue rows. A transaction-level advisory lock
 * makes one server the sweeper at a time (the others find it taken and skip the pass); a batch's
 * rows are taken SKIP LOCKED, so a write refreshing one of them is never waited for.
 */
export async function sweepBrowseReadModel(db: Db, { batchSize = 500, batches = 20 } = {}) {
  let refreshed = 0;
  for (let batch = 0; batch < batches; batch++) {
    const swept = await db.transaction(async (tx) => {
      const lock: unknown = await tx.execute(
        sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}::bigint) as locked`,
      );
      if (!(lock as { rows: { locked: boolean }[] }).rows[0]?.locked) return null;
      const due: unknown = await tx.execute(sql`
        select asset_id from asset_browse where stale_at <= now()
        order by stale_at limit ${batchSize} for update skip locked`);
      const ids = (due as { rows: { asset_id: string }[] }).rows.map((row) => row.asset_id);
      if (ids.length > 0) await tx.execute(sql`select asset_browse_refresh(${`{${ids.join(",")}}`}::uuid[])`);
      return ids.length;
    });
    if (swept === null) break;
    refreshed += swept;
    if (swept < batchSize) break;
  }
  return refreshed;
}

type Log = { error: (details: object, message: string) => void };

/**
 * Milliseconds until the earliest row falls due (the stale index's first entry), within
 * [minMs, maxMs]: a listing that expires is gone from LISTED about when it expires, not up to a
 * fixed period later, and an idle marketplace is looked at once per maxMs.
 */
export function msUntilNextDue(db: Db, { minMs = 250, maxMs = 30_000 } = {}): Promise<number> {
  const query = sql`
    select extract(epoch from (min(stale_at) - clock_timestamp())) * 1000 as wait
    from asset_browse where stale_at is not null`;
  return readWait(db, query, { minMs, maxMs });
}

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
