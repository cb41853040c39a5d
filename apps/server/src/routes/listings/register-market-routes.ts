import type { FastifyInstance } from "fastify";
import { registerRealtimeRoute } from "../../realtime/realtime-route.ts";
import type { MarketDeps } from "../../services/listings/market-deps.ts";
import { registerNotificationRoutes } from "../notifications/notification-routes.ts";
import { registerOfferRoutes } from "../offers/offer-routes.ts";
import { registerProposalRoutes } from "../proposals/proposal-routes.ts";
import { registerListingRoutes } from "./listing-routes.ts";

/** Listings, proposals, notifications and the live connection (docs/decisions/008). */
export async function registerMarketRoutes(app: FastifyInstance, deps: MarketDeps) {
  await registerRealtimeRoute(app, deps);
  registerListingRoutes(app, deps);
  registerProposalRoutes(app, deps);
  registerOfferRoutes(app, deps);
  registerNotificationRoutes(app, deps);
}
