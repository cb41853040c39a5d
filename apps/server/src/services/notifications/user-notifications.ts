import { RENDERED_NOTIFICATION_TYPES } from "@meshlink/domain/constants/notification-types";
import type { Notification } from "@meshlink/domain/entities/notification";
import { totalPagesFor } from "@meshlink/domain/entities/page";
import type { NotificationsPage, NotificationsQuery } from "@meshlink/domain/notifications-api.types";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { notifications } from "../../db/schema.ts";
import { CatalogRefused } from "../collections/catalog-deps.ts";
import { findNotificationsById, notificationView, selectNotifications } from "./notification-view.ts";

// Only sent and accepted render (spec section 4); the others are stored but never listed or counted.
const rendered = (userId: string) =>
  and(eq(notifications.userId, userId), inArray(notifications.type, [...RENDERED_NOTIFICATION_TYPES]));

/** GET /api/notifications: the user's notifications, newest first. */
export async function findNotifications(
  { db }: { db: Db },
  userId: string,
  { page, perPage }: NotificationsQuery,
): Promise<NotificationsPage> {
  const [rows, [total]] = await Promise.all([
    selectNotifications(db, rendered(userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(notifications).where(rendered(userId)),
  ]);
  const totalCount = total?.n ?? 0;
  return { data: rows.map(notificationView), totalCount, totalPages: totalPagesFor(totalCount, perPage) };
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
  if (!row) throw new CatalogRefused(404, "Notification not found");
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
