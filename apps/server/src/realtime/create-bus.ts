import type { FastifyInstance } from "fastify";
import { createInProcessBus, type EventBus } from "./event-bus.ts";
import { createPostgresBus } from "./postgres-bus.ts";

/**
 * The bus for this server: LISTEN/NOTIFY when the database is a PostgreSQL server that other servers
 * may share (DATABASE_URL), in-process with the embedded PGlite (one process owns it anyway).
 */
export function createBus(app: FastifyInstance, databaseUrl: string | undefined): EventBus {
  if (!databaseUrl) return createInProcessBus();
  const bus = createPostgresBus(databaseUrl);
  app.addHook("onClose", () => bus.close());
  return bus;
}
