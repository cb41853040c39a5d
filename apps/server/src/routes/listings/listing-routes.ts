import {
  ZCreateListingRequest,
  ZEditListingRequest,
  ZEnginesResponse,
  ZListingParams,
  ZListingRefResponse,
  ZListingTxRequest,
} from "@meshlink/domain/listings-api.types";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../http/require-user.ts";
import { findEngines } from "../../services/listings/find-engines.ts";
import type { MarketDeps } from "../../services/listings/market-deps.ts";
import { cancelListing, createListing, editListing } from "../../services/listings/record-listing.ts";
import { marketUserOf } from "./market-user.ts";

/** Listing an asset after the on-chain transaction (issue 7; packages/domain listings-api.types.ts). */
export function registerListingRoutes(app: FastifyInstance, deps: MarketDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    "/api/engines",
    {
      schema: {
        tags: ["listings"],
        summary: "The game engines a listing may name",
        response: { 200: ZEnginesResponse },
      },
    },
    async () => ({ status: "success" as const, data: await findEngines(deps) }),
  );

  typed.post(
    "/api/listings",
    {
      preHandler: requireUser,
      schema: {
        tags: ["listings"],
        summary:
          "Record a listForSale transaction (checked on-chain) with its engines and technical description",
        body: ZCreateListingRequest,
        response: { 201: ZListingRefResponse },
      },
    },
    async (request, reply) => {
      const listing = await createListing(deps, marketUserOf(request), request.body);
      return reply.code(201).send({ status: "success", data: listing });
    },
  );

  typed.patch(
    "/api/listings/:listingId",
    {
      preHandler: requireUser,
      schema: {
        tags: ["listings"],
        summary: "Record an editListings transaction (checked on-chain) with the new engines and description",
        params: ZListingParams,
        body: ZEditListingRequest,
        response: { 200: ZListingRefResponse },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await editListing(deps, marketUserOf(request), request.params.listingId, request.body),
    }),
  );

  typed.post(
    "/api/listings/:listingId/cancel",
    {
      preHandler: requireUser,
      schema: {
        tags: ["listings"],
        summary: "Record a cancelListing transaction (checked on-chain)",
        params: ZListingParams,
        body: ZListingTxRequest,
        response: { 200: ZListingRefResponse },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await cancelListing(deps, marketUserOf(request), request.params.listingId, request.body),
    }),
  );
}
