import {
  type Offer,
  ZAssetOffersParams,
  ZAssetOffersQuery,
  ZAssetOffersResponse,
  ZOfferParams,
  ZOfferResponse,
  ZOfferTxRequest,
  ZRecordOfferRequest,
} from "@meshlink/domain/offers-api.types";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { announceAssetChanged } from "../../realtime/asset-changes.ts";
import type { MarketDeps } from "../../services/listings/market-deps.ts";
import { findAssetOffers } from "../../services/offers/find-asset-offers.ts";
import { recordOfferMade } from "../../services/offers/record-offer-made.ts";
import { recordOfferStep } from "../../services/offers/record-offer-step.ts";
import { marketUserOf } from "../listings/market-user.ts";
import { userAction } from "../user-action.ts";

const tags = ["offers"];

/** Offers: make → authorize → accept, each recorded after the chain (packages/domain offers-api.types.ts). */
export function registerOfferRoutes(app: FastifyInstance, deps: MarketDeps) {
  // Every visitor of the asset's page sees the step with its record (when it was made, by whom): the
  // indexer told them of the chain's part already, this tells them again once the record committed.
  const announced = async (written: Promise<Offer>): Promise<Offer> => {
    const offer = await written;
    if (offer.assetId) await announceAssetChanged({ bus: deps.bus, log: app.log }, [offer.assetId], "offers");
    return offer;
  };
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/assets/:assetId/offers",
    {
      schema: {
        tags,
        summary: "The offers on an asset, newest first, in keyset pages",
        params: ZAssetOffersParams,
        querystring: ZAssetOffersQuery,
        response: { 200: ZAssetOffersResponse },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await findAssetOffers(deps.db, request.params.assetId, request.query),
    }),
  );

  userAction(
    app,
    {
      wallet: "evm",
      method: "POST",
      url: "/api/offers",
      status: 201,
      tags,
      summary: "A studio records the makeOffer transaction of an offer on an asset",
      body: ZRecordOfferRequest,
      response: ZOfferResponse,
    },
    ({ request, body }) => announced(recordOfferMade(deps, marketUserOf(request), body)),
  );

  userAction(
    app,
    {
      wallet: "evm",
      method: "POST",
      url: "/api/offers/:offerId/authorize",
      status: 200,
      tags,
      summary: "The asset's owner records the authorizeOffer transaction",
      params: ZOfferParams,
      body: ZOfferTxRequest,
      response: ZOfferResponse,
    },
    ({ request, params, body }) =>
      announced(recordOfferStep(deps, marketUserOf(request), params.offerId, body, "authorize")),
  );

  userAction(
    app,
    {
      wallet: "evm",
      method: "POST",
      url: "/api/offers/:offerId/accept",
      status: 200,
      tags,
      summary: "The studio that made the offer records the acceptOffer transaction",
      params: ZOfferParams,
      body: ZOfferTxRequest,
      response: ZOfferResponse,
    },
    ({ request, params, body }) =>
      announced(recordOfferStep(deps, marketUserOf(request), params.offerId, body, "accept")),
  );
}
