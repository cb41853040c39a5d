import { ZApiFailure } from "@meshlink/domain/api-envelope";
import { ZRegisterRequest, ZRegisterResponse } from "@meshlink/domain/auth/register.types";
import { ZVerifyEmailRequest, ZVerifyEmailResponse } from "@meshlink/domain/auth/verify-email.types";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { registerUser } from "../../services/users/register-user.ts";
import { verifyEmail } from "../../services/users/verify-email.ts";
import { rateLimited, type AuthRoutesDeps } from "./auth-routes-deps.ts";

/** POST /api/auth/register and GET/POST /api/auth/verify-email. */
export function registerRegistrationRoutes(app: FastifyInstance, deps: AuthRoutesDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = rateLimited(deps.rateLimitPerMinute);

  typed.post(
    "/api/auth/register",
    {
      config,
      schema: {
        tags: ["auth"],
        summary: "Register a creator or studio for a verified wallet; mails a verification link",
        body: ZRegisterRequest,
        response: {
          201: ZRegisterResponse,
          400: ZApiFailure,
          401: ZApiFailure,
          409: ZApiFailure,
          429: ZApiFailure,
        },
      },
    },
    async (request, reply) => {
      const user = await registerUser({ ...deps, logger: request.log }, request.body);
      return reply.code(201).send({ status: "success", data: user });
    },
  );

  const verifyEmailSchema = {
    tags: ["auth"],
    summary: "Confirm an email address with the token of its /verify/{token} link (single use)",
    response: { 200: ZVerifyEmailResponse, 400: ZApiFailure, 429: ZApiFailure },
  };
  typed.post(
    "/api/auth/verify-email",
    { config, schema: { ...verifyEmailSchema, body: ZVerifyEmailRequest } },
    async (request) => ({ status: "success" as const, data: await verifyEmail(deps, request.body.token) }),
  );
  typed.get(
    "/api/auth/verify-email",
    { config, schema: { ...verifyEmailSchema, querystring: ZVerifyEmailRequest } },
    async (request) => ({ status: "success" as const, data: await verifyEmail(deps, request.query.token) }),
  );
}
