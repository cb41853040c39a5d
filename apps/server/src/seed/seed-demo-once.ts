import type { EventBus } from "../realtime/event-bus.ts";
import type { CatalogDeps } from "../services/collections/catalog-deps.ts";
import type { FilesDeps } from "../services/files/files-deps.ts";
import { seedDemo } from "./seed-demo.ts";

type Log = {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

/** The demo seed at start-up: a failure is logged, never stops the server. */
export async function seedDemoOnce(deps: {
  catalog: CatalogDeps;
  files: FilesDeps;
  bus: EventBus;
  log: Log;
}) {
  try {
    const result = await seedDemo(deps);
    if (result.status === "skipped") deps.log.info({ reason: result.reason }, "demo seed skipped");
  } catch (error) {
    deps.log.error({ err: error }, "demo seed failed");
  }
}
