import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// One Vitest run covers every workspace's unit and API tests; each project keeps its own config.
export default defineConfig({
  test: {
    projects: [
      "packages/domain",
      "apps/server",
      "apps/web/vitest.config.ts",
      "apps/web/vitest.isolated.config.ts",
      // The start and build scripts (plain Node, no TypeScript).
      { test: { name: "scripts", include: ["scripts/**/*.test.mjs"] } },
    ],
    // Vitest's default is one worker fewer than the cores: on CI's 2 cores, a single worker, though
    // the server suites spend much of their time waiting on anvil and PGlite's start.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
