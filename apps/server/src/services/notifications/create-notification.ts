import { REALTIME_MESSAGE_TYPES } from "@meshlink/domain/realtime-api.types";
import type { insertNotification } from "../../db/queries/notifications.ts";
import type { EventBus } from "../../realtime/event-bus.ts";

/** A notification inserted (spec section 7 "Create notification") in the transaction it reports. */
type Inserted = Awaited<ReturnType<typeof insertNotification>>;

const MESSAGE_OF = {
  asset_proposal_sent: REALTIME_MESSAGE_TYPES.proposalSent,
  asset_proposal_accepted: REALTIME_MESSAGE_TYPES.proposalAccepted,
  asset_offer_made: REALTIME_MESSAGE_TYPES.offerMade,
  asset_offer_authorized: REALTIME_MESSAGE_TYPES.offerAuthorized,
} as const;

/**
 * After commit: tells the recipient's open sockets, on whichever server they are connected, that a
 * notification of this type arrived. The message carries no notification: the client reloads its
 * list and count over HTTP (docs/decisions/023-live-updates.md).
 */
export async function pushNotification(deps: { bus: EventBus }, notification: Inserted) {
  const type = MESSAGE_OF[notification.type as keyof typeof MESSAGE_OF];
  if (!type) return;
  await deps.bus.publish({ userId: notification.userId, message: { type } });
}
