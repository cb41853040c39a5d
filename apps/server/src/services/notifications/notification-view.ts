import type { Notification } from "@meshlink/domain/entities/notification";
import { eq, inArray, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/database.ts";
import { microsOf } from "../page-cursor.ts";
import { assets, notifications, users } from "../../db/schema.ts";

const fromUsers = alias(users, "from_users");

/** Notifications as the API serves them (spec section 3), joined with sender and asset. */
export function selectNotifications(db: Db, where: SQL | undefined) {
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

type Row = Awaited<ReturnType<typeof selectNotifications>>[number];

export function notificationView({ notification, from, asset }: Row): Notification {
  const entity = {
    _id: asset.id,
    name: asset.name,
    tokenId: asset.tokenId,
    imageKey: asset.imageKey,
    address: asset.collectionAddress,
  };
  return {
    _id: notification.id,
    type: notification.type,
    isRead: notification.isRead,
    isSeen: notification.isSeen,
    user: notification.userId,
    fromUser: { _id: from.id, name: from.name, address: from.defaultAddress },
    entity,
    assetName: asset.name,
    assetAddress: asset.collectionAddress,
    assetTokenId: asset.tokenId,
    imageKey: asset.imageKey,
    createdTimestamp: notification.createdAt.toISOString(),
    updatedTimestamp: notification.updatedAt.toISOString(),
  };
}

export async function findNotificationsById(db: Db, ids: string[]): Promise<Notification[]> {
  if (ids.length === 0) return [];
  return (await selectNotifications(db, inArray(notifications.id, ids))).map(notificationView);
}
