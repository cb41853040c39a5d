import {
  ZDealsQuery,
  ZDealsResponse,
  ZProfileAssetsQuery,
  ZProfileAssetsResponse,
  ZProfileCollectionsQuery,
  ZProfileCollectionsResponse,
  ZUserIdParams,
  ZUserProfileResponse,
  ZUsersQuery,
  ZUsersResponse,
} from "@meshlink/domain/users-api.types";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/database.ts";
import { optionalUser, viewerOf } from "../../http/require-user.ts";
import { findProfileAssets } from "../../services/users/find-profile-assets.ts";
import { findProfileCollections } from "../../services/users/find-profile-collections.ts";
import { findUserDeals } from "../../services/users/find-user-deals.ts";
import { findUserList } from "../../services/users/find-user-list.ts";
import { findUserProfile } from "../../services/users/find-user-profile.ts";

/** People, open to visitors (spec section 2 "Profile"; packages/domain/src/users-api.types.ts). */
export function registerUserReadRoutes(app: FastifyInstance, deps: { db: Db }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    "/api/users",
    {
      schema: {
        tags: ["users"],
        summary:
          "User cards, newest first or by relevance to search; type all, studio or creator; keyset cursor",
        querystring: ZUsersQuery,
        response: { 200: ZUsersResponse },
      },
    },
    async (request) => ({ status: "success" as const, data: await findUserList(deps, request.query) }),
  );

  typed.get(
    "/api/users/:id",
    {
      schema: {
        tags: ["users"],
        summary: "A user's profile: the user, when they joined and their figures (404 for nobody)",
        params: ZUserIdParams,
        response: { 200: ZUserProfileResponse },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await findUserProfile(deps, request.params.id),
    }),
  );

  typed.get(
    "/api/users/:id/assets",
    {
      preHandler: optionalUser,
      schema: {
        tags: ["users"],
        summary:
          "A profile's asset cards under one filter (created, owned, custom, onSale, sold, offers), keyset cursor",
        params: ZUserIdParams,
        querystring: ZProfileAssetsQuery,
        response: { 200: ZProfileAssetsResponse },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await findProfileAssets(deps, request.params.id, request.query, viewerOf(request)),
    }),
  );

  typed.get(
    "/api/users/:id/collections",
    {
      schema: {
        tags: ["users"],
        summary:
          "A profile's collection cards: all, created (Original) or collected (Integrated), keyset cursor",
        params: ZUserIdParams,
        querystring: ZProfileCollectionsQuery,
        response: { 200: ZProfileCollectionsResponse },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await findProfileCollections(deps, request.params.id, request.query),
    }),
  );

  typed.get(
    "/api/users/:id/deals",
    {
      schema: {
        tags: ["users"],
        summary:
          "Integrations executed on-chain that the user made as a studio or received as a seller, newest first",
        params: ZUserIdParams,
        querystring: ZDealsQuery,
        response: { 200: ZDealsResponse },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await findUserDeals(deps, request.params.id, request.query),
    }),
  );
}
