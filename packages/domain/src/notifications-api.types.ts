import { z } from "zod";
import { zApiSuccess } from "./api-envelope.ts";
import { PAGE_SIZES } from "./constants/page-sizes.ts";
import { ZNotification } from "./entities/notification.ts";
import { zCursorPage, zCursorPageQuery } from "./entities/cursor-page.ts";
import { ZCount, ZRecordId } from "./entities/scalars.ts";

// Notifications of the signed-in user (spec sections 4 and 7). The user is always the
// session's; the spec's userId parameter is not accepted.
//   GET  /api/notifications?cursor&perPage → NotificationsPage (8 per page by default), newest first,
//                                            keyset-paged (docs/decisions/011)
//   GET  /api/notifications/count          → { count } of rendered, unseen notifications (the badge)
//   POST /api/notifications/{id}/read      → Notification
//   POST /api/notifications/seen           → { count } marked seen

export const ZNotificationsQuery = zCursorPageQuery(PAGE_SIZES.notifications);
export type NotificationsQuery = z.infer<typeof ZNotificationsQuery>;

const ZNotificationsPage = zCursorPage(ZNotification);
export type NotificationsPage = z.infer<typeof ZNotificationsPage>;
export const ZNotificationsResponse = zApiSuccess(ZNotificationsPage);

export const ZNotificationParams = z.object({ id: ZRecordId });
export const ZNotificationResponse = zApiSuccess(ZNotification);
export const ZNotificationCountResponse = zApiSuccess(z.object({ count: ZCount }));
