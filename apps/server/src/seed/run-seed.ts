import { existsSync } from "node:fs";
import path from "node:path";
import { buildApp } from "../app.ts";
import { openChains } from "../chain/open-chains.ts";
import { loadConfig, repoRoot } from "../config.ts";

// `npm run seed -w apps/server`: the demo marketplace into DATA_DIR (and its local chains), as the
// first `npm start` makes it; does nothing when that DATA_DIR is already seeded.
const envFile = path.join(repoRoot, ".env");
if (existsSync(envFile)) process.loadEnvFile(envFile);

const config = loadConfig();
const opened = await openChains(config);
try {
  const app = await buildApp(config, { chains: opened.chains.list, seedDemo: true });
  await app.ready();
  await app.demoSeed?.run();
  if (app.demoSeed?.health().state === "failed") process.exitCode = 1;
  await app.close();
} finally {
  await opened.stop();
}
