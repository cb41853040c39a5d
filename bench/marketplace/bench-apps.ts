import { buildApp } from "@meshlink/server/src/app.ts";
import { loadConfig } from "@meshlink/server/src/config.ts";
import type { Database, Db } from "@meshlink/server/src/db/database.ts";
import { recordingDatabase, type RequestPlans } from "@meshlink/server/src/testing/query-plans.ts";

export type BenchApp = Awaited<ReturnType<typeof buildApp>>;

/**
 * The real Fastify app with all its routes on the filled database, requests sent by `app.inject`
 * (no socket: what is timed is routing, validation, the services and the database), and a twin on
 * a recording handle whose queries `plansOf` explains (ANALYZE) with their own parameters.
 */
export async function buildBenchApps(database: Database) {
  // Every request comes from one address here; the sign-in routes' per-address limit (/api/auth/me
  // is one of them) would answer a bench's hundreds a minute with 429s.
  const config = loadConfig({
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    WEB_DIST: "/nonexistent-web-dist",
    AUTH_RATE_LIMIT_PER_MINUTE: "1000000",
  });
  const app = await buildApp(config, { database });
  const recording = recordingDatabase(database);
  const planApp = await buildApp(config, { database: recording.database });
  return {
    app,
    plansOf: (request: (app: BenchApp) => Promise<unknown>): Promise<RequestPlans> =>
      recording.plansOf(() => request(planApp)),
    /** What the queries `run` sends on the same database cost, by EXPLAIN ANALYZE. */
    explain: (run: (db: Db) => Promise<unknown>): Promise<RequestPlans> =>
      recording.plansOf(() => run(recording.database.db)),
    close: async () => {
      await planApp.close();
      await app.close();
    },
  };
}
