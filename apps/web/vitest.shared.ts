import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { ViteUserConfig } from "vitest/config";

const src = fileURLToPath(new URL("./src", import.meta.url));

/** What both web projects share: the `@` alias, jsdom and the cleanup after each test. */
export const webProjectBase = {
  resolve: { alias: { "@": src } },
  // RTL's findBy* waits up to 20 s (src/test/setup.ts) for a lazily loaded route that a busy machine
  // transforms slowly; a test has to be allowed longer than one such wait (CI: a 5 s test timed out).
  test: {
    environment: "jsdom",
    // jsdom's default origin is http://localhost:3000, where `npm start` serves: a page's live
    // connection then reached a real server and jsdom failed on its events. `.test` names no host.
    environmentOptions: { jsdom: { url: "http://meshlink.test/" } },
    setupFiles: ["./src/test/setup.ts"],
    // A hang guard, not a speed check: longer than several findBy* waits on a machine at load 20.
    testTimeout: 90_000,
  },
} satisfies ViteUserConfig;

/**
 * The test files that mock modules (vi.mock or vi.doMock), relative to this folder. They run
 * isolated, each file with its own module graph; the others share one per worker, so jsdom and the
 * imports are set up once instead of once per file (115 s → ~45 s on 2 cores). A mocked module in a
 * shared graph would leak into the next file.
 */
export function testFilesWithMocks(): string[] {
  return readdirSync(src, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(`${src}/${file}`, "utf8")))
    .map((file) => `src/${file}`);
}
