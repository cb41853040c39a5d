import { type AssetPart, REALTIME_MESSAGE_TYPES } from "@meshlink/domain/realtime-api.types";
import { watchOfferChanges } from "../chain/indexer/offer-changes.ts";
import type { Db } from "../db/database.ts";
import type { EventBus } from "./event-bus.ts";

type Logger = { warn: (details: object, message: string) => void };

/**
 * Tells every socket watching these assets' pages (WATCH_ASSET) that a part of them changed: their
 * offers (made, authorized, accepted, gone stale) or their proposals (sent, accepted, executed), so
 * every visitor's page reloads that part, not only the two parties'. Call it after the write
 * committed. It never throws: the write stands even when the bus is down, and a page that missed it
 * shows the change at its next load.
 */
export async function announceAssetChanged(
  deps: { bus: EventBus; log?: Logger },
  assetIds: readonly string[],
  part: AssetPart,
): Promise<void> {
  for (const assetId of new Set(assetIds)) {
    try {
      await deps.bus.publish({
        assetWatchers: assetId,
        message: { type: REALTIME_MESSAGE_TYPES.assetChanged, assetId, part },
      });
    } catch (error) {
      deps.log?.warn({ err: error, assetId }, "asset change not announced");
    }
  }
}

/**
 * Announces the offers the indexer changes on `db`, whoever applies the range (the leader's loop, a
 * route indexing through its receipt's block): made, authorized and accepted from the Store's events,
 * stale or fresh again from transfers and roll-backs. Returns the function that stops.
 */
export function announceIndexedOffers(deps: { db: Db; bus: EventBus; log?: Logger }): () => void {
  return watchOfferChanges(deps.db, ({ assetIds }) => {
    void announceAssetChanged(deps, assetIds, "offers");
  });
}
