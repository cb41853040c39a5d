import { configDefaults, defineProject } from "vitest/config";

// Suites that only a PostgreSQL server can run (LISTEN/NOTIFY between servers, session advisory
// locks) are named *.postgres.test.ts and join the run when TEST_DATABASE_URL names one, as in CI;
// without it they are not collected rather than reported as skipped.
const postgresOnly = process.env.TEST_DATABASE_URL ? [] : ["src/**/*.postgres.test.ts"];

// Starting an in-memory PGlite takes a second, more when files run in parallel.
export default defineProject({
  test: {
    name: "server",
    include: ["src/**/*.test.ts"],
    exclude: [...configDefaults.exclude, ...postgresOnly],
    // Hang guards, not speed checks (benches measure speed): a chain and a PGlite start per file
    // take seconds when idle and minutes on a machine at load 20 on 2 cores.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    globalSetup: ["src/testing/database-templates.global.ts"],
    // The files share one module graph per worker: no server test mocks a module, and importing the
    // app afresh for each file (Fastify, viem, Drizzle, the AWS SDK) was ~90 s of a run's 185 s.
    isolate: false,
  },
});
