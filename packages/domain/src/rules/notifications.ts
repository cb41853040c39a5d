import { isRenderedNotificationType, type NotificationType } from "../constants/notification-types.ts";

// Spec section 4 "Notifications". The fields the rules read; the entity is entities/notification.ts.
type NotificationFacts = { _id: string; type: NotificationType; isRead: boolean; isSeen: boolean };

// Only sent and accepted proposals render; rejected and cancelled render nothing.
export const isNotificationRendered = (notification: Pick<NotificationFacts, "type">): boolean =>
  isRenderedNotificationType(notification.type);

export const renderedNotifications = <N extends Pick<NotificationFacts, "type">>(list: readonly N[]): N[] =>
  list.filter(isNotificationRendered);

// The bell's badge counts notifications not yet seen; opening the bell marks them seen. Only
// rendered ones count, so the badge never promises a card the modal will not show.
export const countUnseen = (list: readonly Pick<NotificationFacts, "type" | "isSeen">[]): number =>
  list.filter((notification) => isNotificationRendered(notification) && !notification.isSeen).length;

export const countUnread = (list: readonly Pick<NotificationFacts, "type" | "isRead">[]): number =>
  list.filter((notification) => isNotificationRendered(notification) && !notification.isRead).length;

// Clicking the sender link, the asset link or the unread dot marks one notification read. Returns
// a new list (the web's optimistic update; the server stores the same change).
export const markNotificationRead = <N extends Pick<NotificationFacts, "_id" | "isRead">>(
  list: readonly N[],
  id: string,
): N[] =>
  list.map((notification) => (notification._id === id ? { ...notification, isRead: true } : notification));

// Opening the bell: everything listed becomes seen; read state is untouched.
export const markAllSeen = <N extends Pick<NotificationFacts, "isSeen">>(list: readonly N[]): N[] =>
  list.map((notification) => (notification.isSeen ? notification : { ...notification, isSeen: true }));
