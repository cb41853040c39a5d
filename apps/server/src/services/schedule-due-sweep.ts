import type { SQL } from "drizzle-orm";
import type { Db } from "../db/database.ts";

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
  const result: unknown = await db.execute(query);
  const wait = (result as { rows: { wait: number | string | null }[] }).rows[0]?.wait;
  if (wait === null || wait === undefined) return maxMs;
  return Math.min(maxMs, Math.max(minMs, Math.ceil(Number(wait))));
}

/**
 * Runs `pass` now and again after the number of milliseconds it resolves to, until stopped: a
 * sweep that knows when its next row falls due waits exactly that long (within its own bounds).
 * A failed pass is logged and retried after `retryMs`. Returns the function that stops it and waits
 * for a pass under way (a preClose hook).
 */
export function scheduleDueSweep(
  pass: () => Promise<number>,
  { retryMs, onError }: { retryMs: number; onError: (error: unknown) => void },
) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = pass()
      .catch((error: unknown) => {
        onError(error);
        return retryMs;
      })
      .then((wait) => {
        if (!stopped) timer = setTimeout(run, wait).unref();
      });
  };
  run();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
