import type { Notification } from "@meshlink/domain/entities/notification";
import type { Db } from "../../db/database.ts";
import { type NotificationRow, findNotificationsById as findRows } from "../../db/queries/notifications.ts";

export function notificationView({ notification, from, asset }: NotificationRow): Notification {
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

/** Notifications as the API serves them (spec section 3), joined with sender and asset. */
export async function findNotificationsById(db: Db, ids: string[]): Promise<Notification[]> {
  return (await findRows(db, ids)).map(notificationView);
}
