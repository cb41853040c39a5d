import { defineProject } from "vitest/config";

// No domain test mocks a module: the files share one module graph per worker instead of importing
// zod and the rules afresh for each of them (20 s of wall time for 2.5 s of tests on 2 cores).
export default defineProject({ test: { name: "domain", include: ["src/**/*.test.ts"], isolate: false } });
