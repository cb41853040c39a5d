import {
  ZNotificationCountResponse,
  ZNotificationParams,
  ZNotificationResponse,
  ZNotificationsQuery,
  ZNotificationsResponse,
} from "@meshlink/domain/notifications-api.types";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/database.ts";
import { requireUser, signedInUser } from "../../http/require-user.ts";
import { isUuid } from "../../services/proposals/load-asset-facts.ts";
import {
  countUnseenNotifications,
  findNotifications,
  markNotificationRead,
  markNotificationsSeen,
} from "../../services/notifications/user-notifications.ts";
import { ServiceError } from "../../services/service-error.ts";
import { userAction } from "../user-action.ts";

/** The signed-in user's notifications (packages/domain notifications-api.types.ts). */
export function registerNotificationRoutes(app: FastifyInstance, deps: { db: Db }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const userId = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).user._id;
  typed.get(
    "/api/notifications",
    {
      preHandler: requireUser,
      schema: {
        tags: ["notifications"],
        summary: "The signed-in user's notifications, newest first, by keyset pages (cursor)",
        querystring: ZNotificationsQuery,
        response: { 200: ZNotificationsResponse },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await findNotifications(deps, userId(request), request.query),
    }),
  );

  typed.get(
    "/api/notifications/count",
    {
      preHandler: requireUser,
      schema: {
        tags: ["notifications"],
        summary: "How many notifications the signed-in user has not seen",
        response: { 200: ZNotificationCountResponse },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: { count: await countUnseenNotifications(deps, userId(request)) },
    }),
  );

  userAction(
    app,
    {
      method: "POST",
      url: "/api/notifications/:id/read",
      status: 200,
      tags: ["notifications"],
      summary: "Mark one of the signed-in user's notifications read",
      params: ZNotificationParams,
      response: ZNotificationResponse,
    },
    async ({ request, params }) => {
      if (!isUuid(params.id)) throw new ServiceError("NOT_FOUND", "Notification not found");
      return markNotificationRead(deps, userId(request), params.id);
    },
  );

  userAction(
    app,
    {
      method: "POST",
      url: "/api/notifications/seen",
      status: 200,
      tags: ["notifications"],
      summary: "Mark all of the signed-in user's notifications seen (the bell was opened)",
      response: ZNotificationCountResponse,
    },
    async ({ request }) => ({ count: await markNotificationsSeen(deps, userId(request)) }),
  );
}
