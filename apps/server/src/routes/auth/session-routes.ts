import { ZApiFailure } from "@meshlink/domain/api-envelope";
import { ZLogoutRequest, ZLogoutResponse, ZMeResponse } from "@meshlink/domain/auth/session.types";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../http/require-user.ts";
import { logOut } from "../../services/auth/log-out.ts";
import { userAction } from "../user-action.ts";
import { rateLimited, type AuthRoutesDeps } from "./auth-routes-deps.ts";

/** POST /api/auth/me and POST /api/auth/logout, both with `Authorization: Bearer`. */
export function registerSessionRoutes(app: FastifyInstance, deps: AuthRoutesDeps) {
  userAction(
    app,
    {
      method: "POST",
      url: "/api/auth/me",
      // Called on every page load, so a looser limit than the sign-in routes.
      config: rateLimited(deps.rateLimitPerMinute * 4),
      status: 200,
      tags: ["auth"],
      summary: "The signed-in user",
      security: [{ bearer: [] }],
      response: ZMeResponse,
      failures: { 401: ZApiFailure, 429: ZApiFailure },
    },
    ({ request }) => Promise.resolve(signedInUser(request).user),
  );

  userAction(
    app,
    {
      method: "POST",
      url: "/api/auth/logout",
      config: rateLimited(deps.rateLimitPerMinute),
      status: 200,
      tags: ["auth"],
      summary: "Revoke the bearer token and the sign-in it came from",
      security: [{ bearer: [] }],
      body: ZLogoutRequest,
      response: ZLogoutResponse,
      failures: { 400: ZApiFailure, 401: ZApiFailure, 429: ZApiFailure },
    },
    async ({ request, body }) => {
      await logOut(deps, signedInUser(request), body.address);
      return null;
    },
  );
}
