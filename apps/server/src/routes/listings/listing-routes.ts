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
import { findEngines } from "../../services/listings/find-engines.ts";
import type { MarketDeps } from "../../services/listings/market-deps.ts";
import { cancelListing, createListing, editListing } from "../../services/listings/record-listing.ts";
import { announceBrowseChanged } from "../../realtime/browse-changes.ts";
import { userAction } from "../user-action.ts";
import { marketUserOf } from "./market-user.ts";

const tags = ["listings"];

/** Listing an asset after the on-chain transaction (packages/domain listings-api.types.ts). */
export function registerListingRoutes(app: FastifyInstance, deps: MarketDeps) {
  // A recorded listing, edit or cancellation changed the browse grid: Live watchers refetch.
  const announced = async <T>(written: Promise<T>): Promise<T> => {
    const result = await written;
    await announceBrowseChanged({ bus: deps.bus, log: app.log });
    return result;
  };
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/engines",
    {
      schema: {
        tags,
        summary: "The game engines a listing may name",
        response: { 200: ZEnginesResponse },
      },
    },
    async () => ({ status: "success" as const, data: await findEngines(deps) }),
  );

  userAction(
    app,
    {
      wallet: "evm",
      method: "POST",
      url: "/api/listings",
      status: 201,
      tags,
      summary:
        "Record a listForSale transaction (checked on-chain) with its engines and technical description",
      body: ZCreateListingRequest,
      response: ZListingRefResponse,
    },
    ({ request, body }) => announced(createListing(deps, marketUserOf(request), body)),
  );

  userAction(
    app,
    {
      wallet: "evm",
      method: "PATCH",
      url: "/api/listings/:listingId",
      status: 200,
      tags,
      summary: "Record an editListings transaction (checked on-chain) with the new engines and description",
      params: ZListingParams,
      body: ZEditListingRequest,
      response: ZListingRefResponse,
    },
    ({ request, params, body }) =>
      announced(editListing(deps, marketUserOf(request), params.listingId, body)),
  );

  userAction(
    app,
    {
      wallet: "evm",
      method: "POST",
      url: "/api/listings/:listingId/cancel",
      status: 200,
      tags,
      summary: "Record a cancelListing transaction (checked on-chain)",
      params: ZListingParams,
      body: ZListingTxRequest,
      response: ZListingRefResponse,
    },
    ({ request, params, body }) =>
      announced(cancelListing(deps, marketUserOf(request), params.listingId, body)),
  );
}
