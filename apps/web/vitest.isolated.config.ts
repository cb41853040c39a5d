import { defineProject, mergeConfig } from "vitest/config";
import { testFilesWithMocks, webProjectBase } from "./vitest.shared.ts";

// The web tests that mock modules, each file isolated (see vitest.shared.ts).
export default defineProject(
  mergeConfig(webProjectBase, {
    test: { name: "web-isolated", include: testFilesWithMocks() },
  }),
);
