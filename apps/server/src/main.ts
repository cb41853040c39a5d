import { existsSync } from "node:fs";
import path from "node:path";
import { buildApp } from "./app.ts";
import { openChain } from "./chain/open-chain.ts";
import { ConfigError, loadConfig, repoRoot } from "./config.ts";

// A .env file at the repository root fills in variables not already set in the environment.
const envFile = path.join(repoRoot, ".env");
if (existsSync(envFile)) process.loadEnvFile(envFile);

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const chain = await openChain(config);
let app;
try {
  app = await buildApp(config, { chain: chain.connection, runIndexer: true, seedDemo: true });
} catch (error) {
  await chain.stop();
  throw error;
}
app.log.info(
  {
    chainId: chain.connection.chainId,
    rpcUrl: chain.connection.rpcUrl,
    store: chain.connection.storeAddress,
    ...chain.local,
  },
  "chain ready",
);
app.addHook("onClose", () => chain.stop());

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, "shutting down");
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
