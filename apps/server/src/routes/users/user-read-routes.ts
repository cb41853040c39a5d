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
import type { Db } from "../../db/database.ts";
import { optionalUser, viewerOf } from "../../http/require-user.ts";
import { findProfileAssets } from "../../services/users/find-profile-assets.ts";
import { findProfileCollections } from "../../services/users/find-profile-collections.ts";
import { findUserDeals } from "../../services/users/find-user-deals.ts";
import { findUserList } from "../../services/users/find-user-list.ts";
import { findUserProfile } from "../../services/users/find-user-profile.ts";
import { readRoute } from "../read-route.ts";

/** People, open to visitors (spec section 2 "Profile"; packages/domain/src/users-api.types.ts). */
export function registerUserReadRoutes(app: FastifyInstance, deps: { db: Db }) {
  readRoute(
    app,
    {
      url: "/api/users",
      tags: ["users"],
      summary:
        "User cards, newest first or by relevance to search; type all, studio or creator; keyset cursor",
      querystring: ZUsersQuery,
      response: ZUsersResponse,
    },
    ({ query }) => findUserList(deps, query),
  );

  readRoute(
    app,
    {
      url: "/api/users/:id",
      tags: ["users"],
      summary: "A user's profile: the user, when they joined and their figures (404 for nobody)",
      params: ZUserIdParams,
      response: ZUserProfileResponse,
    },
    ({ params }) => findUserProfile(deps, params.id),
  );

  readRoute(
    app,
    {
      url: "/api/users/:id/assets",
      preHandler: optionalUser,
      tags: ["users"],
      summary:
        "A profile's asset cards under one filter (created, owned, custom, onSale, sold, offers), keyset cursor",
      params: ZUserIdParams,
      querystring: ZProfileAssetsQuery,
      response: ZProfileAssetsResponse,
    },
    ({ params, query, request }) => findProfileAssets(deps, params.id, query, viewerOf(request)),
  );

  readRoute(
    app,
    {
      url: "/api/users/:id/collections",
      tags: ["users"],
      summary:
        "A profile's collection cards: all, created (Original) or collected (Integrated), keyset cursor",
      params: ZUserIdParams,
      querystring: ZProfileCollectionsQuery,
      response: ZProfileCollectionsResponse,
    },
    ({ params, query }) => findProfileCollections(deps, params.id, query),
  );

  readRoute(
    app,
    {
      url: "/api/users/:id/deals",
      tags: ["users"],
      summary:
        "Integrations executed on-chain that the user made as a studio or received as a seller, newest first",
      params: ZUserIdParams,
      querystring: ZDealsQuery,
      response: ZDealsResponse,
    },
    ({ params, query }) => findUserDeals(deps, params.id, query),
  );
}
