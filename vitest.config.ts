import { defineConfig } from "vitest/config";

// One Vitest run covers every workspace's unit and API tests; each project keeps its own config.
export default defineConfig({
  test: {
    projects: ["packages/domain", "apps/server", "apps/web"],
  },
});
