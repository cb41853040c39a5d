/**
 * The PostgreSQL server the `*.postgres.test.ts` suites need (TEST_DATABASE_URL); vitest.config.ts
 * includes those suites only when it is set, as CI's PostgreSQL run does.
 */
export function postgresServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("this suite needs a PostgreSQL server: set TEST_DATABASE_URL");
  return url;
}
