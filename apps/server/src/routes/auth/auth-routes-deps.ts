import type { Db } from "../../db/database.ts";
import type { Mailer } from "../../mail/mailer.ts";
import type { EventBus } from "../../realtime/event-bus.ts";
import type { SignatureDeps } from "../../services/auth/verify-signature.ts";

/** What the /api/auth routes need; buildApp assembles it from the config. */
export type AuthRoutesDeps = SignatureDeps & {
  db: Db;
  publicUrl: string;
  sessionTtlMs: number;
  mailer: Mailer;
  /** Logout ends the session's live connections on every server. */
  bus: EventBus;
  /** Requests per minute and client IP on each sign-in route (nonce, verify, login, register, …). */
  rateLimitPerMinute: number;
  /** The server runs local development chains: only then are the Demo wallet's accounts served. */
  runsLocalChains: boolean;
};

/** Route `config` opting into @fastify/rate-limit (registered with `global: false`). */
export const rateLimited = (max: number) => ({ rateLimit: { max, timeWindow: "1 minute" } });
