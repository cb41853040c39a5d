import { ZApiFailure } from "@meshlink/domain/api-envelope";
import { AUTH_ERROR_CODES, AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import { ZLoginRequest, ZLoginResponse } from "@meshlink/domain/auth/login.types";
import { ZNonceResponse } from "@meshlink/domain/auth/nonce.types";
import { ZSignInSiteResponse } from "@meshlink/domain/auth/sign-in-site.types";
import { ZVerifyRequest, ZVerifyResponse } from "@meshlink/domain/auth/verify.types";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AuthError } from "../../services/auth/auth-error.ts";
import { issueNonce } from "../../services/auth/issue-nonce.ts";
import { logIn } from "../../services/auth/log-in.ts";
import { verifySignIn } from "../../services/auth/verify-sign-in.ts";
import { rateLimited, type AuthRoutesDeps } from "./auth-routes-deps.ts";

const notRegistered = {
  status: "failed",
  error: AUTH_ERRORS.walletNotRegistered,
  code: AUTH_ERROR_CODES.walletNotRegistered,
} as const;

const failures = { 400: ZApiFailure, 401: ZApiFailure, 404: ZApiFailure, 429: ZApiFailure };

/**
 * GET /api/auth/nonce, GET /api/auth/site, POST /api/auth/verify and POST /api/auth/login
 * (docs/decisions/003-auth.md).
 */
export function registerSignInRoutes(app: FastifyInstance, deps: AuthRoutesDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = rateLimited(deps.rateLimitPerMinute);

  api.get(
    "/api/auth/nonce",
    {
      config,
      schema: {
        tags: ["auth"],
        summary: "A single-use EIP-4361 nonce, valid for 10 minutes",
        response: { 200: ZNonceResponse, 429: ZApiFailure },
      },
    },
    async () => ({ status: "success" as const, data: await issueNonce(deps) }),
  );

  api.get(
    "/api/auth/site",
    {
      schema: {
        tags: ["auth"],
        summary: "The address (PUBLIC_URL) where wallet sign-in works",
        response: { 200: ZSignInSiteResponse },
      },
    },
    () => Promise.resolve({ status: "success" as const, data: { publicUrl: deps.publicUrl } }),
  );

  api.post(
    "/api/auth/verify",
    {
      config,
      schema: {
        tags: ["auth"],
        summary:
          "Check a signed sign-in message (EIP-4361, or Everscale's); 404 WALLET_NOT_REGISTERED for a new wallet",
        body: ZVerifyRequest,
        response: { 200: ZVerifyResponse, ...failures },
      },
    },
    async (request, reply) => {
      try {
        const { user } = await verifySignIn(deps, request.body);
        if (!user) return reply.code(404).send(notRegistered);
        return { status: "success" as const, data: user };
      } catch (error) {
        // A refusal with a code (the page opened at another address) tells the web what to say.
        if (!(error instanceof AuthError) || !error.code) throw error;
        const failure = { status: "failed" as const, error: error.message, code: error.code };
        return reply.code(error.statusCode).send(failure);
      }
    },
  );

  api.post(
    "/api/auth/login",
    {
      config,
      schema: {
        tags: ["auth"],
        summary: "Exchange a verified sign-in signature for a bearer token",
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, ...failures },
      },
    },
    async (request, reply) => {
      const session = await logIn(deps, request.body);
      if (!session) return reply.code(404).send(notRegistered);
      return { status: "success" as const, data: session };
    },
  );
}
