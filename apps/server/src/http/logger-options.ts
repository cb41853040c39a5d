import type { FastifyServerOptions } from "fastify";
import type { Config } from "../config.ts";

/** pino through Fastify: JSON lines, made readable by pino-pretty only for a person at a terminal. */
export function loggerOptions(config: Pick<Config, "logLevel" | "nodeEnv">): FastifyServerOptions["logger"] {
  const pretty = process.stdout.isTTY && config.nodeEnv !== "production" && canLoad("pino-pretty");
  return {
    level: config.logLevel,
    redact: ["req.headers.authorization", "req.headers.cookie"],
    ...(pretty && {
      transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } },
    }),
  };
}

// pino-pretty is a dev dependency; an install without dev dependencies falls back to JSON.
function canLoad(specifier: string): boolean {
  try {
    import.meta.resolve(specifier);
    return true;
  } catch {
    return false;
  }
}
