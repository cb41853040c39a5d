import {
  ZActivityHistory,
  ZActivityQuery,
  ZConnectedActivity,
  ZPriceHistory,
  ZPriceHistoryQuery,
} from "@meshlink/domain/activity.types";
import { zApiSuccess } from "@meshlink/domain/api-envelope";
import type { FastifyInstance } from "fastify";
import type { TxLink } from "../chain/explorer-links.ts";
import type { Db } from "../db/database.ts";
import { findActivity, findConnectedActivity } from "../services/find-activity.ts";
import { findPriceHistory } from "../services/find-price-history.ts";
import { readRoute } from "./read-route.ts";

/**
 * GET /api/activity — a token's on-chain activity history (spec section 7), 50 rows a keyset page;
 * /api/activity/connected — its linked tokens' activity; /api/activity/price-history — its fee over time.
 */
export function registerActivityRoute(app: FastifyInstance, deps: { db: Db; txUrl: TxLink }) {
  readRoute(
    app,
    {
      url: "/api/activity",
      tags: ["chains"],
      summary: "Activity history of a token (address, tokenId), newest first, by keyset pages (cursor)",
      querystring: ZActivityQuery,
      response: zApiSuccess(ZActivityHistory),
    },
    ({ query }) => findActivity(deps.db, deps.txUrl, query),
  );
  readRoute(
    app,
    {
      url: "/api/activity/connected",
      tags: ["chains"],
      summary: "Activity of the linked tokens integrations minted from a token, newest first, by cursor",
      querystring: ZActivityQuery,
      response: zApiSuccess(ZConnectedActivity),
    },
    ({ query }) => findConnectedActivity(deps.db, deps.txUrl, query),
  );
  readRoute(
    app,
    {
      url: "/api/activity/price-history",
      tags: ["chains"],
      summary: "A token's listing royalty fee (percent ×100) each time it was listed or edited",
      querystring: ZPriceHistoryQuery,
      response: zApiSuccess(ZPriceHistory),
    },
    ({ query }) => findPriceHistory(deps.db, query),
  );
}
