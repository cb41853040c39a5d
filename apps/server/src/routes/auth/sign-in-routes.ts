import { ZApiFailure } from "@meshlink/domain/api-envelope";
import { AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import { ZLoginRequest, ZLoginResponse } from "@meshlink/domain/auth/login.types";
import { ZNonceResponse } from "@meshlink/domain/auth/nonce.types";
import { ZSignInSiteResponse } from "@meshlink/domain/auth/sign-in-site.types";
import { ZVerifyRequest, ZVerifyResponse } from "@meshlink/domain/auth/verify.types";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { issueNonce } from "../../services/auth/issue-nonce.ts";
import { logIn } from "../../services/auth/log-in.ts";
import { verifySignIn } from "../../services/auth/verify-sign-in.ts";
import { ServiceError } from "../../services/service-error.ts";
import { rateLimited, type AuthRoutesDeps } from "./auth-routes-deps.ts";

// A correctly signed wallet without an account: the web opens registration on this code.
const notRegistered = () => new ServiceError("WALLET_NOT_REGISTERED", AUTH_ERRORS.walletNotRegistered);

const failures = { 400: ZApiFailure, 401: ZApiFailure, 404: ZApiFailure, 429: ZApiFailure };

/**
 * GET /api/auth/nonce, GET /api/auth/site, POST /api/auth/verify and POST /api/auth/login
 * (docs/decisions/003-auth.md).
 */
export function registerSignInRoutes(app: FastifyInstance, deps: AuthRoutesDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = rateLimited(deps.rateLimitPerMinute);

  typed.get(
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

  typed.get(
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

  typed.post(
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
    async (request) => {
      const { user } = await verifySignIn(deps, request.body);
      if (!user) throw notRegistered();
      return { status: "success" as const, data: user };
    },
  );

  typed.post(
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
    async (request) => {
      const session = await logIn(deps, request.body);
      if (!session) throw notRegistered();
      return { status: "success" as const, data: session };
    },
  );
}
