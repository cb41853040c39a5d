import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";
import type { EventBus } from "../../realtime/event-bus.ts";
import type { Mailer } from "../../mail/mailer.ts";

/** A signed-in user's own profile, images and wallets (spec section 2 "Settings", section 5). */
export function registerUserSettingsRoutes(
  _app: FastifyInstance,
  _deps: { db: Db; bus: EventBus; mailer: Mailer; publicUrl: string },
) {}
