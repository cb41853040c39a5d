import type { FastifyRequest } from "fastify";
import { signedInUser } from "../../http/require-user.ts";

/** How many uploads each signed-in user may start per minute on each upload route. */
export type UploadRateLimit = { perMinute: number };

/**
 * Route `config` opting an upload route into @fastify/rate-limit, counted per user rather than per
 * IP (a studio behind one NAT is many users; one user on many IPs is still one). It runs as a
 * preHandler after `requireUser`, which is what finds the user; a refusal is the error envelope's
 * 429 before a single byte of the upload is read.
 */
export const uploadRateLimited = (limit: UploadRateLimit) => ({
  rateLimit: {
    max: limit.perMinute,
    timeWindow: "1 minute",
    hook: "preHandler" as const,
    keyGenerator: (request: FastifyRequest) => `upload:${signedInUser(request).user._id}`,
  },
});
