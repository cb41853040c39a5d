import { existsSync } from "node:fs";
import path from "node:path";
import type { BaseLogger } from "pino";
import { checkPortFree, PortInUseError } from "@meshlink/contracts/local-chain";
import { buildApp } from "./app.ts";
import { openChains } from "./chain/open-chains.ts";
import { type Config, ConfigError, loadConfig, repoRoot } from "./config.ts";
import { openMigratedDatabase } from "./db/open-database.ts";
import { listeningLine } from "./http/listening-line.ts";
import { webAppBuilt } from "./process/web-app-built.ts";

// Start-up order (ARCHITECTURE.md): configuration, the chains beside the database and its migrations,
// the app with the indexer, listen, then the demo seed in the background. Nothing long runs inside a
// Fastify hook, where pluginTimeout (10 s) would end the start on a busy machine.

/** SIGTERM/SIGINT: whatever is still in flight then, the process exits within this. */
const SHUTDOWN_DEADLINE_MS = 9_000;

// A .env file at the repository root fills in variables not already set in the environment.
const envFile = path.join(repoRoot, ".env");
if (existsSync(envFile)) process.loadEnvFile(envFile);

/** A configuration problem (a bad variable, a port taken) is one line naming the variable, no stack. */
function fail(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  fail(error);
}

const portTaken = (port: number, host: string) =>
  new ConfigError(
    `PORT: port ${port} on ${host} is already in use by another program (another MeshLink?). Stop it or set PORT to a free port.`,
  );
// Checked before the chains and the database start, so a taken port is told at once.
await checkPortFree(config.port, config.host).catch((error: unknown) =>
  fail(error instanceof PortInUseError ? portTaken(config.port, config.host) : error),
);
// The chains and the database open side by side; under `npm start` both also run beside the web
// app's build (scripts/start.mjs), which the app waits for: it reads the built pages and their
// script hashes when it registers them.
const appLog: { current?: Pick<BaseLogger, "warn"> } = {};
async function openChainsAndDatabase() {
  const [chains, database] = await Promise.allSettled([
    openChains(config),
    // Its pool's idle errors are logged once the app's logger exists.
    openMigratedDatabase(config, {
      warn: (object: unknown, message?: string) => appLog.current?.warn(object, message),
    }),
  ]);
  if (chains.status === "fulfilled" && database.status === "fulfilled") {
    return { opened: chains.value, database: database.value };
  }
  if (database.status === "fulfilled") await database.value.close();
  if (chains.status === "fulfilled") await chains.value.stop();
  return fail(chains.status === "rejected" ? chains.reason : (database as PromiseRejectedResult).reason);
}
const { opened, database } = await openChainsAndDatabase();
async function closeOpened() {
  await database.close();
  await opened.stop();
}
await webAppBuilt().catch(async (error: unknown) => {
  await closeOpened();
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp(config, {
    database,
    chains: opened.chains.list,
    runIndexer: true,
    seedDemo: true,
    sweepLeftovers: true,
  });
} catch (error) {
  await closeOpened();
  throw error;
}
appLog.current = app.log;
// After the indexers stop (preClose), before the chains do.
app.addHook("onClose", () => database.close());
for (const chain of opened.chains.list) {
  const local = opened.local.find((started) => started.chainId === chain.chainId);
  app.log.info(
    { chainId: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl, store: chain.storeAddress, ...local },
    "chain ready",
  );
}

// Closing order: the server stops taking requests, the indexer stops (preClose), the database
// closes (onClose), and the chains last. Each local chain's keeper stops anvil on any other exit.
let closing = false;
function shutDown(reason: string, code: number) {
  if (closing) return;
  closing = true;
  app.log.info({ reason }, "shutting down");
  setTimeout(() => {
    app.log.error({ reason, deadlineMs: SHUTDOWN_DEADLINE_MS }, "shutdown took too long; exiting now");
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  app
    .close()
    .then(() => opened.stop())
    .then(
      () => process.exit(code),
      (error: unknown) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => shutDown(signal, 0));
}

try {
  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: listeningLine(config.publicUrl),
  });
} catch (error) {
  await app.close();
  await opened.stop();
  if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
  fail(portTaken(config.port, config.host));
}
void app.demoSeed?.run();
