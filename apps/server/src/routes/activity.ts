import {
  ZActivityHistory,
  ZActivityQuery,
  ZConnectedActivity,
  ZPriceHistory,
  ZPriceHistoryQuery,
} from "@meshlink/domain/activity.types";
import { zApiSuccess } from "@meshlink/domain/api-envelope";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { TxLink } from "../chain/explorer-links.ts";
import type { Db } from "../db/database.ts";
import { findActivity } from "../services/find-activity.ts";
import { findConnectedActivity } from "../services/find-connected-activity.ts";
import { findPriceHistory } from "../services/find-price-history.ts";

/**
 * GET /api/activity — a token's on-chain activity history (spec section 7), 50 rows a keyset page;
 * /api/activity/connected — its linked tokens' activity; /api/activity/price-history — its fee over time.
 */
export function registerActivityRoute(app: FastifyInstance, deps: { db: Db; txUrl: TxLink }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    "/api/activity",
    {
      schema: {
        tags: ["chains"],
        summary: "Activity history of a token (address, tokenId), newest first, by keyset pages (cursor)",
        querystring: ZActivityQuery,
        response: { 200: zApiSuccess(ZActivityHistory) },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await findActivity(deps.db, deps.txUrl, request.query),
    }),
  );
  typed.get(
    "/api/activity/connected",
    {
      schema: {
        tags: ["chains"],
        summary: "Activity of the linked tokens integrations minted from a token, newest first, by cursor",
        querystring: ZActivityQuery,
        response: { 200: zApiSuccess(ZConnectedActivity) },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await findConnectedActivity(deps.db, deps.txUrl, request.query),
    }),
  );
  typed.get(
    "/api/activity/price-history",
    {
      schema: {
        tags: ["chains"],
        summary: "A token's listing royalty fee (percent ×100) each time it was listed or edited",
        querystring: ZPriceHistoryQuery,
        response: { 200: zApiSuccess(ZPriceHistory) },
      },
    },
    async (request) => ({ status: "success" as const, data: await findPriceHistory(deps.db, request.query) }),
  );
}
