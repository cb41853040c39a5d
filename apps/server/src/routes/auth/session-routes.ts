import { ZApiFailure } from "@meshlink/domain/api-envelope";
import { ZLogoutRequest, ZLogoutResponse, ZMeResponse } from "@meshlink/domain/auth/session.types";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser, signedInUser } from "../../http/require-user.ts";
import { logOut } from "../../services/auth/log-out.ts";
import { rateLimited, type AuthRoutesDeps } from "./auth-routes-deps.ts";

/** POST /api/auth/me and POST /api/auth/logout, both with `Authorization: Bearer`. */
export function registerSessionRoutes(app: FastifyInstance, deps: AuthRoutesDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/auth/me",
    {
      // Called on every page load, so a looser limit than the sign-in routes.
      config: rateLimited(deps.rateLimitPerMinute * 4),
      preHandler: requireUser,
      schema: {
        tags: ["auth"],
        summary: "The signed-in user",
        security: [{ bearer: [] }],
        response: { 200: ZMeResponse, 401: ZApiFailure, 429: ZApiFailure },
      },
    },
    (request) => Promise.resolve({ status: "success" as const, data: signedInUser(request).user }),
  );

  api.post(
    "/api/auth/logout",
    {
      config: rateLimited(deps.rateLimitPerMinute),
      preHandler: requireUser,
      schema: {
        tags: ["auth"],
        summary: "Revoke the bearer token and the sign-in it came from",
        security: [{ bearer: [] }],
        body: ZLogoutRequest,
        response: { 200: ZLogoutResponse, 400: ZApiFailure, 401: ZApiFailure, 429: ZApiFailure },
      },
    },
    async (request) => {
      await logOut(deps, signedInUser(request), request.body.address);
      return { status: "success" as const, data: null };
    },
  );
}
