import { defineProject, mergeConfig } from "vitest/config";
import { testFilesWithMocks, webProjectBase } from "./vitest.shared.ts";

// The web tests that mock no module, sharing one module graph per worker (see vitest.shared.ts);
// vitest.isolated.config.ts runs the rest.
export default defineProject(
  mergeConfig(webProjectBase, {
    test: {
      name: "web",
      include: ["src/**/*.test.{ts,tsx}"],
      exclude: testFilesWithMocks(),
      isolate: false,
    },
  }),
);
