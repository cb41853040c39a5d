import { RENDERED_NOTIFICATION_TYPES } from "@meshlink/domain/constants/notification-types";
import type { Notification } from "@meshlink/domain/entities/notification";
import type { NotificationsPage, NotificationsQuery } from "@meshlink/domain/notifications-api.types";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { notifications } from "../../db/schema.ts";
import { ZCreatedAtKey, createdBefore, cursorPage, decodeCursor } from "../page-cursor.ts";
import { findNotificationsById, notificationView, selectNotifications } from "./notification-view.ts";
import { ServiceError } from "../service-error.ts";

// Only sent and accepted render (spec section 4); the others are stored but never listed or counted.
const rendered = (userId: string) =>
  and(eq(notifications.userId, userId), inArray(notifications.type, [...RENDERED_NOTIFICATION_TYPES]));

/** GET /api/notifications: the user's notifications, newest first, a keyset page at a time. */
export async function findNotifications(
  { db }: { db: Db },
  userId: string,
  { cursor, perPage }: NotificationsQuery,
): Promise<NotificationsPage> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor, ZCreatedAtKey);
  const rows = await selectNotifications(
    db,
    and(rendered(userId), after && createdBefore(notifications.createdAt, notifications.id, after)),
  )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(perPage + 1);
  return cursorPage(
    rows,
    perPage,
    (row) => [Number(row.createdMicros), row.notification.id],
    notificationView,
  );
}

/** GET /api/notifications/count: the bell's badge, rendered notifications not yet seen. */
export async function countUnseenNotifications({ db }: { db: Db }, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(rendered(userId), eq(notifications.isSeen, false)));
  return row?.n ?? 0;
}

/** POST /api/notifications/{id}/read: only the recipient may mark it. */
export async function markNotificationRead(
  { db }: { db: Db },
  userId: string,
  id: string,
): Promise<Notification> {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true, updatedAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!row) throw new ServiceError("NOT_FOUND", "Notification not found");
  const [notification] = await findNotificationsById(db, [row.id]);
  return notification!;
}

/** POST /api/notifications/seen: opening the bell marks everything seen. */
export async function markNotificationsSeen({ db }: { db: Db }, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isSeen: true, updatedAt: new Date() })
    .where(and(eq(notifications.userId, userId), eq(notifications.isSeen, false)))
    .returning({ id: notifications.id });
  return rows.length;
}
