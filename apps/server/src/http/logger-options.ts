import type { FastifyLoggerOptions, FastifyRequest } from "fastify";
import type { LoggerOptions } from "pino";
import type { Config } from "../config.ts";
import { redactUrl } from "./redact-url.ts";

/**
 * pino through Fastify: JSON lines, made readable by pino-pretty only for a person at a terminal.
 * A request is logged as Fastify does, its URL without the secrets some URLs carry.
 */
export function loggerOptions(
  config: Pick<Config, "logLevel" | "nodeEnv">,
): FastifyLoggerOptions & LoggerOptions {
  const pretty = process.stdout.isTTY && config.nodeEnv !== "production" && canLoad("pino-pretty");
  return {
    level: config.logLevel,
    redact: ["req.headers.authorization", "req.headers.cookie"],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
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
