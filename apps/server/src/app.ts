import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import { openDatabase } from "./db/open-database.ts";
import { registerApiDocs } from "./http/api-docs.ts";
import { registerErrorHandler } from "./http/error-handler.ts";
import { loggerOptions } from "./http/logger-options.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { registerWebApp } from "./http/web-app.ts";
import { registerHealthRoute } from "./routes/health.ts";
import type { HealthDeps } from "./services/check-health.ts";
import { ensureInstanceId } from "./services/ensure-instance-id.ts";

export type AppDeps = {
  /** An open, migrated database owned by the caller (tests); otherwise opened from `config`. */
  database?: Database;
  /** Adds `chain` to /api/health once the server talks to a chain. */
  checkChain?: HealthDeps["checkChain"];
};

/** The whole HTTP application, not yet listening: `main.ts` listens, tests call `inject`. */
export async function buildApp(config: Config, deps: AppDeps = {}) {
  const app = Fastify({ logger: loggerOptions(config) }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const showErrors = config.nodeEnv !== "production";
  registerErrorHandler(app, { showErrors });

  const database = deps.database ?? (await openOwnDatabase(config, app));
  try {
    const instanceId = await ensureInstanceId(database);
    app.log.info({ instanceId, driver: database.driver }, "database ready");

    await registerSecurityHeaders(app, config);
    // Off for every route unless it opts in with `config: { rateLimit: { max, timeWindow } }`.
    await app.register(rateLimit, { global: false });
    await registerApiDocs(app, config);

    registerHealthRoute(app, {
      db: database.db,
      driver: database.driver,
      checkChain: deps.checkChain,
      showErrors,
    });

    await registerWebApp(app, config);
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

async function openOwnDatabase(config: Config, app: FastifyInstance) {
  const database = await openDatabase(config, app.log);
  app.addHook("onClose", () => database.close());
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
