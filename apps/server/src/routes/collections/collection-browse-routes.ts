import {
  ZCollectionOptionsQuery,
  ZCollectionOptionsResponse,
  ZCollectionsQuery,
  ZCollectionsResponse,
  ZFeaturedPickRequest,
  ZFeaturedResponse,
} from "@meshlink/domain/collections-browse.types";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/database.ts";
import { signedInUser } from "../../http/require-user.ts";
import { findFeaturedSlides, pickFeatured } from "../../services/collections/featured-collections.ts";
import { findCollectionCards } from "../../services/collections/find-collection-cards.ts";
import { findCollectionOptions } from "../../services/collections/find-collection-options.ts";
import { ServiceError } from "../../services/service-error.ts";
import { userAction } from "../user-action.ts";

export const ADMIN_ONLY = "Only an admin can choose the featured collections";

/** Checked after the sign-in: 403 for anyone but an admin (spec section 1 user types). */
function requireAdmin(request: FastifyRequest): Promise<void> {
  if (signedInUser(request).user.type === "admin") return Promise.resolve();
  return Promise.reject(new ServiceError("FORBIDDEN", ADMIN_ONLY));
}

/** GET /api/collections, GET /api/collections/options, GET and PUT /api/featured. */
export function registerCollectionBrowseRoutes(app: FastifyInstance, deps: { db: Db }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    "/api/collections",
    {
      schema: {
        tags: ["collections"],
        summary: "Collection cards: filters, sort by volume, floor or newest, keyset cursor (wins over page)",
        querystring: ZCollectionsQuery,
        response: { 200: ZCollectionsResponse },
      },
    },
    async (request) => ({ status: "success" as const, data: await findCollectionCards(deps, request.query) }),
  );

  typed.get(
    "/api/collections/options",
    {
      schema: {
        tags: ["collections"],
        summary: "Collections for the browse sidebar's Collection section, by name, keyset-paged",
        querystring: ZCollectionOptionsQuery,
        response: { 200: ZCollectionOptionsResponse },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await findCollectionOptions(deps, request.query),
    }),
  );

  typed.get(
    "/api/featured",
    {
      schema: {
        tags: ["collections"],
        summary: "The home carousel's slides: the admin's pick, otherwise the top collections by 7D volume",
        response: { 200: ZFeaturedResponse },
      },
    },
    async () => ({ status: "success" as const, data: await findFeaturedSlides(deps) }),
  );

  userAction(
    app,
    {
      method: "PUT",
      url: "/api/featured",
      alsoRequire: requireAdmin,
      status: 200,
      tags: ["collections"],
      summary: "Admins only: the featured collections in slide order (empty: back to the top by volume)",
      body: ZFeaturedPickRequest,
      response: ZFeaturedResponse,
    },
    async ({ request, body }) => {
      await pickFeatured(deps, signedInUser(request).user._id, body.collectionIds);
      return findFeaturedSlides(deps);
    },
  );
}
