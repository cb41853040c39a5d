import { AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../db/database.ts";
import { findSession, type SignedIn } from "../services/auth/find-session.ts";
import { ServiceError } from "../services/service-error.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The session behind a bearer token, or null (also for WebSocket authentication). */
    findSignedIn: (token: string) => Promise<SignedIn | null>;
  }
  interface FastifyRequest {
    /** Set by `requireUser` / `optionalUser`; read it with `signedInUser(request)`. */
    signedIn: SignedIn | null;
  }
}

/** Called once by buildApp, before any route that uses the preHandlers below. */
export function registerRequireUser(app: FastifyInstance, deps: { db: Db }) {
  app.decorate("findSignedIn", (token: string) => findSession(deps, token));
  app.decorateRequest("signedIn", null);
}

/**
 * preHandler for routes that need a signed-in user (`Authorization: Bearer <token>`); anything else
 * is 401 "Not signed in". Usage: `{ preHandler: requireUser }`, then `signedInUser(request).user`.
 */
export async function requireUser(request: FastifyRequest) {
  await optionalUser(request);
  if (!request.signedIn) throw new ServiceError("UNAUTHENTICATED", AUTH_ERRORS.notSignedIn);
}

/** preHandler for routes that vary by viewer: sets `request.signedIn` when a valid token is sent. */
export async function optionalUser(request: FastifyRequest) {
  const token = bearerToken(request.headers.authorization);
  request.signedIn = token ? await request.server.findSignedIn(token) : null;
}

/** Who views a route that passed `optionalUser`: the signed-in user's id, or null for a visitor. */
export function viewerOf(request: FastifyRequest): { userId: string } | null {
  return request.signedIn ? { userId: request.signedIn.user._id } : null;
}

/** The signed-in user of a request that passed `requireUser`. */
export function signedInUser(request: FastifyRequest): SignedIn {
  if (!request.signedIn) throw new ServiceError("UNAUTHENTICATED", AUTH_ERRORS.notSignedIn);
  return request.signedIn;
}

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1] ?? null;
}
