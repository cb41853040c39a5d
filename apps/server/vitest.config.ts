import { defineProject } from "vitest/config";

// Starting an in-memory PGlite takes a second or two, more when files run in parallel.
export default defineProject({
  test: { name: "server", include: ["src/**/*.test.ts"], testTimeout: 30_000, hookTimeout: 30_000 },
});
