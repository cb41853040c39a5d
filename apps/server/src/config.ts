import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

// npm runs workspace scripts with cwd apps/server, so relative paths are taken from the repository
// root instead: `DATA_DIR=./data` means the same folder whichever way the server is started.
export const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

type VariableDoc = { description: string; default?: string };

// Empty strings count as unset, so `PORT=` in a .env file falls back to the default.
const variable = <T extends z.ZodType<unknown, string | undefined>>(doc: VariableDoc, schema: T) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === "" ? doc.default : value.trim()))
    .pipe(schema)
    .meta(doc);

const ZPort = z
  .string()
  .regex(/^\d+$/, "expected a number from 0 to 65535")
  .transform(Number)
  .pipe(z.number().max(65535, "expected a number from 0 to 65535"));

const ZHttpUrl = z
  .url({ protocol: /^https?$/, error: "expected an http(s) URL such as http://localhost:3000" })
  .transform((url) => url.replace(/\/+$/, ""));

const ZPostgresUrl = z.url({
  protocol: /^postgres(ql)?$/,
  error: "expected a URL such as postgres://user:password@host:5432/meshlink",
});

const ZPath = z.string().transform((value) => path.resolve(repoRoot, value));

const ZEnvironment = z.object({
  PORT: variable({ description: "TCP port the HTTP server listens on.", default: "3000" }, ZPort),
  HOST: variable(
    {
      description:
        "Interface to listen on. Loopback by default so a fresh clone is not reachable from the network; set 0.0.0.0 in containers or behind a load balancer.",
      default: "127.0.0.1",
    },
    z.string(),
  ),
  DATA_DIR: variable(
    {
      description: "Folder for local state (embedded database, files); relative to the repository root.",
      default: "./data",
    },
    ZPath,
  ),
  DATABASE_URL: variable(
    {
      description: "PostgreSQL connection URL. Unset: embedded PGlite database in DATA_DIR/db.",
    },
    ZPostgresUrl.optional(),
  ),
  LOG_LEVEL: variable(
    { description: "pino log level (fatal, error, warn, info, debug, trace, silent).", default: "info" },
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]),
  ),
  WEB_DIST: variable(
    { description: "Built web app served at /; relative to the repository root.", default: "apps/web/dist" },
    ZPath,
  ),
  PUBLIC_URL: variable(
    {
      description: "Address users reach the site at (links, sign-in domain, HTTPS-only headers).",
      default: "http://localhost:3000",
    },
    ZHttpUrl,
  ),
  NODE_ENV: variable(
    {
      description:
        "development, test or production. Production hides error details and disables pretty logs.",
      default: "development",
    },
    z.enum(["development", "test", "production"]),
  ),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.output<typeof ZEnvironment>["LOG_LEVEL"];
  webDist: string;
  publicUrl: string;
  nodeEnv: z.output<typeof ZEnvironment>["NODE_ENV"];
};

/** Every variable with its meaning and default, for the README and `.env.example`. */
export const configVariables = Object.entries(ZEnvironment.shape).map(([name, schema]) => ({
  name,
  ...(schema.meta() as VariableDoc),
}));

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads and validates the configuration; throws a ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnvironment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const vars = parsed.data;
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir: vars.DATA_DIR,
    databaseUrl: vars.DATABASE_URL,
    logLevel: vars.LOG_LEVEL,
    webDist: vars.WEB_DIST,
    publicUrl: vars.PUBLIC_URL,
    nodeEnv: vars.NODE_ENV,
  };
}
