import {
  ZCollectionDetails,
  ZCollectionDetailsParams,
  ZCollectionDetailsQuery,
} from "@meshlink/domain/assets-api.types";
import { zApiSuccess } from "@meshlink/domain/api-envelope";
import {
  ZCollectionResponse,
  ZCreateCollectionRequest,
  ZMyCollectionsQuery,
  ZMyCollectionsResponse,
} from "@meshlink/domain/collections-api.types";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { optionalUser, requireUser, signedInUser, viewerOf } from "../../http/require-user.ts";
import type { CatalogDeps, Creator } from "../../services/collections/catalog-deps.ts";
import { collectionView } from "../../services/collections/collection-view.ts";
import { createCollection } from "../../services/collections/create-collection.ts";
import { findCollectionDetails, findMyCollections } from "../../services/collections/find-collections.ts";
import { CREATED_OR_FOUND, userAction } from "../user-action.ts";

/** The signed-in user as the catalog services take them. */
export function creatorOf(request: FastifyRequest): Creator {
  const { user } = signedInUser(request);
  return { id: user._id, addresses: user.addresses.map((entry) => entry.address.toLowerCase()) };
}

/** POST /api/collections, GET /api/collections/mine, GET /api/collections/{name}/{userId}. */
export function registerCollectionRoutes(app: FastifyInstance, deps: CatalogDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  userAction(
    app,
    {
      wallet: "evm",
      method: "POST",
      url: "/api/collections",
      status: CREATED_OR_FOUND,
      tags: ["collections"],
      summary: "Record a collection after its createCollection transaction, checked on-chain",
      body: ZCreateCollectionRequest,
      response: ZCollectionResponse,
    },
    async ({ request, body }) => {
      const { collection, created } = await createCollection(deps, creatorOf(request), body);
      return { created, data: collectionView(collection) };
    },
  );

  typed.get(
    "/api/collections/mine",
    {
      preHandler: requireUser,
      schema: {
        tags: ["collections"],
        summary: "The signed-in user's collections, on one chain or all, newest first",
        querystring: ZMyCollectionsQuery,
        response: { 200: ZMyCollectionsResponse },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await findMyCollections(deps, creatorOf(request).id, request.query.chainId),
    }),
  );

  typed.get(
    "/api/collections/:name/:userId",
    {
      preHandler: optionalUser,
      schema: {
        tags: ["collections"],
        summary: "A collection by name and owner, with one page of its assets",
        params: ZCollectionDetailsParams,
        querystring: ZCollectionDetailsQuery,
        response: { 200: zApiSuccess(ZCollectionDetails) },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await findCollectionDetails(deps, request.params, request.query, viewerOf(request)),
    }),
  );
}
