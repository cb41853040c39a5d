import { existsSync } from "node:fs";
import path from "node:path";
import { checkPortFree, PortInUseError } from "@meshlink/contracts/local-chain";
import { buildApp } from "./app.ts";
import { openChains } from "./chain/open-chains.ts";
import { type Config, ConfigError, loadConfig, repoRoot } from "./config.ts";
import { listeningLine } from "./http/listening-line.ts";

// Start-up order (ARCHITECTURE.md): configuration, the chains, the database and its migrations, the
// app with the indexer, listen, then the demo seed in the background. Nothing long runs inside a
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
const opened = await openChains(config).catch(fail);
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp(config, {
    chains: opened.chains.list,
    runIndexer: true,
    seedDemo: true,
    sweepLeftovers: true,
  });
} catch (error) {
  await opened.stop();
  throw error;
}
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
