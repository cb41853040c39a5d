import { ZActivityHistory, ZActivityQuery } from "@meshlink/domain/activity.types";
import { zApiSuccess } from "@meshlink/domain/api-envelope";
import type { ChainMode } from "@meshlink/domain/chains";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../db/database.ts";
import { findActivity } from "../services/find-activity.ts";

/** GET /api/activity — a token's on-chain activity history (spec section 7), 50 rows a page. */
export function registerActivityRoute(app: FastifyInstance, deps: { db: Db; mode: ChainMode }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/activity",
    {
      schema: {
        tags: ["chains"],
        summary: "Activity history of a token (address, tokenId), newest first",
        querystring: ZActivityQuery,
        response: { 200: zApiSuccess(ZActivityHistory) },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await findActivity(deps.db, deps.mode, request.query),
    }),
  );
}
