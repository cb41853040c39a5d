import type { NotificationType } from "@meshlink/domain/constants/notification-types";
import { REALTIME_MESSAGE_TYPES } from "@meshlink/domain/realtime-api.types";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { notifications } from "../../db/schema.ts";
import type { EventBus } from "../../realtime/event-bus.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type NewNotification = { type: NotificationType; userId: string; fromUserId: string; assetId: string };

/**
 * Spec section 7 "Create notification": written inside the caller's transaction, so the proposal
 * change and its notification commit together. Returns the id to push once committed.
 */
export async function insertNotification(tx: Tx, input: NewNotification): Promise<string> {
  const [row] = await tx.insert(notifications).values(input).returning({ id: notifications.id });
  return row!.id;
}

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
export async function pushNotification(deps: { db: Db; bus: EventBus }, id: string) {
  const [notification] = await deps.db
    .select({ userId: notifications.userId, type: notifications.type })
    .from(notifications)
    .where(eq(notifications.id, id));
  if (!notification) return;
  const type = MESSAGE_OF[notification.type as keyof typeof MESSAGE_OF];
  if (!type) return;
  await deps.bus.publish({ userId: notification.userId, message: { type } });
}
