import type { Db } from "../../db/database.ts";
import type { BlobStore } from "../../files/blob-store.ts";
import { expireDrafts } from "./expire-drafts.ts";

const EVERY_MS = 60 * 60 * 1000;
type Log = {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

/** expireDrafts now and every hour (DRAFT_EXPIRY_HOURS); returns the function that stops it. */
export function scheduleDraftExpiry(deps: { db: Db; blobs: BlobStore }, expiryMs: number, log: Log) {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= expireDrafts(deps, new Date(Date.now() - expiryMs))
      .then(
        (expired) => {
          if (expired.drafts > 0) log.info(expired, "abandoned asset drafts expired");
        },
        (error: unknown) => log.error({ err: error }, "expiring asset drafts failed"),
      )
      .finally(() => (running = undefined));
  };
  run();
  const timer = setInterval(run, EVERY_MS).unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
