import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";

/** People, open to visitors (spec section 2 "Profile"; packages/domain/src/users-api.types.ts). */
export function registerUserReadRoutes(_app: FastifyInstance, _deps: { db: Db }) {}
