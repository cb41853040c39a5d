import type { SeedHealth } from "@meshlink/domain/health.types";
import type { SeedResult } from "./seed-demo.ts";

type Log = {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

declare module "fastify" {
  interface FastifyInstance {
    /** Set when the app was built with `seedDemo` (app.ts). */
    demoSeed?: DemoSeedTask;
  }
}

type DemoSeedTask = {
  /** Starts the seed, once; resolves when it ended, whatever the outcome (never rejects). */
  run: () => Promise<void>;
  /** What /api/health says about it. */
  health: () => SeedHealth;
};

/**
 * The demo seed at start-up, run after the server listens rather than in a start-up hook: Fastify
 * gives a hook 10 s (pluginTimeout) and a busy machine needs longer, which used to kill the start.
 * A failure is logged and shown in /api/health, never stops the server; the next start resumes it.
 */
export function demoSeedTask(seed: () => Promise<SeedResult>, log: Log, showErrors: boolean): DemoSeedTask {
  let health: SeedHealth = {
    ok: false,
    state: "waiting",
    detail: "the demo seed starts once the server listens",
  };
  let running: Promise<void> | undefined;
  const start = async () => {
    health = { ok: false, state: "running", detail: "seeding the demo marketplace" };
    const started = performance.now();
    try {
      const result = await seed();
      if (result.status === "skipped") {
        log.info({ reason: result.reason }, "demo seed skipped");
        health = { ok: true, state: "skipped", detail: result.reason };
      } else {
        const ms = Math.round(performance.now() - started);
        health = { ok: true, state: "done", detail: `demo marketplace seeded in ${ms} ms` };
      }
    } catch (error) {
      log.error({ err: error }, "demo seed failed");
      const reason = showErrors && error instanceof Error ? `: ${error.message.split("\n")[0]}` : "";
      health = { ok: false, state: "failed", detail: `demo seed failed${reason}; a restart finishes it` };
    }
  };
  return {
    run: () => (running ??= start()),
    health: () => health,
  };
}
