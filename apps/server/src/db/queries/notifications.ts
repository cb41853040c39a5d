import type { NotificationType } from "@meshlink/domain/constants/notification-types";
import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { type ZCreatedAtKey, createdBefore, microsOf } from "../page-keys.ts";
import type { Db } from "../database.ts";
import { assets, notifications, users } from "../schema.ts";

type NewNotification = { type: NotificationType; userId: string; fromUserId: string; assetId: string };

/** Inserts a notification (in the caller's transaction); answers what pushing it needs. */
export async function insertNotification(db: Db, input: NewNotification) {
  const [row] = await db
    .insert(notifications)
    .values(input)
    .returning({ id: notifications.id, userId: notifications.userId, type: notifications.type });
  return row!;
}

const fromUsers = alias(users, "from_users");

/** Notifications as the API serves them, joined with sender and asset. */
function selectNotifications(db: Db, where: SQL | undefined) {
  return db
    .select({
      notification: notifications,
      from: fromUsers,
      asset: assets,
      createdMicros: microsOf(notifications.createdAt),
    })
    .from(notifications)
    .innerJoin(fromUsers, eq(fromUsers.id, notifications.fromUserId))
    .innerJoin(assets, eq(assets.id, notifications.assetId))
    .where(where);
}

export type NotificationRow = Awaited<ReturnType<typeof selectNotifications>>[number];

// Only these types render; the others are stored but never listed or counted.
const ofTypes = (userId: string, types: readonly NotificationType[]) =>
  and(eq(notifications.userId, userId), inArray(notifications.type, [...types]));

/** Up to `limit` of the user's notifications of these types, newest first, after the page's key. */
export async function findUserNotificationsPage(
  db: Db,
  page: {
    userId: string;
    types: readonly NotificationType[];
    after?: z.infer<typeof ZCreatedAtKey>;
    limit: number;
  },
) {
  const after = page.after && createdBefore(notifications.createdAt, notifications.id, page.after);
  return selectNotifications(db, and(ofTypes(page.userId, page.types), after))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit);
}

export async function findNotificationsById(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return selectNotifications(db, inArray(notifications.id, [...ids]));
}

/** How many of the user's notifications of these types are not seen yet. */
export async function countUnseenNotifications(db: Db, userId: string, types: readonly NotificationType[]) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(ofTypes(userId, types), eq(notifications.isSeen, false)));
  return row?.n ?? 0;
}

/** Marks one of the user's notifications read; undefined when it is not theirs (or none). */
export async function markNotificationRead(db: Db, userId: string, id: string) {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true, updatedAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return row;
}

/** Marks every unseen notification of the user seen; answers how many were. */
export async function markNotificationsSeen(db: Db, userId: string) {
  const rows = await db
    .update(notifications)
    .set({ isSeen: true, updatedAt: new Date() })
    .where(and(eq(notifications.userId, userId), eq(notifications.isSeen, false)))
    .returning({ id: notifications.id });
  return rows.length;
}
