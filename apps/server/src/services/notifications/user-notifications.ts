import { RENDERED_NOTIFICATION_TYPES } from "@meshlink/domain/constants/notification-types";
import type { Notification } from "@meshlink/domain/entities/notification";
import type { NotificationsPage, NotificationsQuery } from "@meshlink/domain/notifications-api.types";
import type { Db } from "../../db/database.ts";
import * as notificationRows from "../../db/queries/notifications.ts";
import { ZCreatedAtKey } from "../../db/page-keys.ts";
import { cursorPage, decodeCursor } from "../page-cursor.ts";
import { findNotificationsById, notificationView } from "./notification-view.ts";
import { ServiceError } from "../service-error.ts";

// Only sent and accepted render (spec section 4); the others are stored but never listed or counted.
const types = RENDERED_NOTIFICATION_TYPES;

/** GET /api/notifications: the user's notifications, newest first, a keyset page at a time. */
export async function findNotifications(
  { db }: { db: Db },
  userId: string,
  { cursor, perPage }: NotificationsQuery,
): Promise<NotificationsPage> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor, ZCreatedAtKey);
  const rows = await notificationRows.findUserNotificationsPage(db, {
    userId,
    types,
    after,
    limit: perPage + 1,
  });
  return cursorPage(
    rows,
    perPage,
    (row) => [Number(row.createdMicros), row.notification.id],
    notificationView,
  );
}

/** GET /api/notifications/count: the bell's badge, rendered notifications not yet seen. */
export async function countUnseenNotifications({ db }: { db: Db }, userId: string): Promise<number> {
  return notificationRows.countUnseenNotifications(db, userId, types);
}

/** POST /api/notifications/{id}/read: only the recipient may mark it. */
export async function markNotificationRead(
  { db }: { db: Db },
  userId: string,
  id: string,
): Promise<Notification> {
  const row = await notificationRows.markNotificationRead(db, userId, id);
  if (!row) throw new ServiceError("NOT_FOUND", "Notification not found");
  const [notification] = await findNotificationsById(db, [row.id]);
  return notification!;
}

/** POST /api/notifications/seen: opening the bell marks everything seen. */
export async function markNotificationsSeen({ db }: { db: Db }, userId: string): Promise<number> {
  return notificationRows.markNotificationsSeen(db, userId);
}
