import { buildApp, type AppDeps } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createTestDb } from "./create-test-db.ts";

/**
 * The real app on a fresh test database (see createTestDb), quiet, with no built web app unless
 * `env.WEB_DIST` says where one is. Closing the app also drops the database.
 */
export async function buildTestApp(env: Record<string, string> = {}, deps: Omit<AppDeps, "database"> = {}) {
  const config = loadConfig({
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    WEB_DIST: "/nonexistent-web-dist",
    ...env,
  });
  const database = await createTestDb();
  try {
    const app = await buildApp(config, { ...deps, database });
    app.addHook("onClose", () => database.close());
    return app;
  } catch (error) {
    await database.close();
    throw error;
  }
}
