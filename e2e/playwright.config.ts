import { defineConfig, devices } from "@playwright/test";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { chromiumPath, chromiumArgs, ensureChromium } from "./support/chromium.ts";
import { e2eDataDir as dataDir, e2ePort as port } from "./support/e2e-data.ts";

ensureChromium();

const baseURL = `http://127.0.0.1:${port}`;
// Every run starts the whole product from scratch on its own data folder. Workers load this file
// again while the server runs, so only the main process (no TEST_WORKER_INDEX) may empty it.
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(dataDir, { recursive: true, force: true });

export default defineConfig({
  testDir: "tests",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // Two browsers, the server and anvil share CI's 2 cores: sign-in journeys that take 15 s on an idle
  // machine took up to 28 s there, too near a 30 s limit.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ["list"],
    [
      "json",
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? join(import.meta.dirname, "..", ".tmp", "e2e.json"),
      },
    ],
  ],
  use: {
    baseURL,
    // A turning model redraws every frame, and software WebGL spends a core on it for as long as an
    // asset page stays open: the visitors here ask for reduced motion, so the viewer draws on change.
    reducedMotion: "reduce",
    // Recording a trace (a snapshot per action) cost a third of the suite's time on 2 cores; CI keeps
    // no artifacts, so there a failure reports its screenshot and error context only.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "npm start",
    cwd: join(import.meta.dirname, ".."),
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: "warn",
      // Its own local chain, so a dev server's anvil on 8545 does not clash.
      LOCAL_CHAIN_PORT: process.env.E2E_CHAIN_PORT ?? "8546",
    },
  },
});
