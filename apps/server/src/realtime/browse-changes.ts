import { REALTIME_MESSAGE_TYPES } from "@meshlink/domain/realtime-api.types";
import type { EventBus } from "./event-bus.ts";

type Logger = { warn: (details: object, message: string) => void };

/**
 * Tells every socket watching the browse pages (Live mode, spec section 2 "Browse") that the grid
 * may have changed. Call it after the write committed — an asset created, a listing written — so a
 * refetch sees the new rows. It never throws: the write stands even when the bus is down, and a
 * watcher that missed it still sees the change at its next load.
 */
export async function announceBrowseChanged(deps: { bus: EventBus; log?: Logger }): Promise<void> {
  try {
    await deps.bus.publish({ browseWatchers: { type: REALTIME_MESSAGE_TYPES.browseChanged } });
  } catch (error) {
    deps.log?.warn({ err: error }, "browse change not announced");
  }
}
