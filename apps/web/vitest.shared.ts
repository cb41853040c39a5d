import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { ViteUserConfig } from "vitest/config";

const src = fileURLToPath(new URL("./src", import.meta.url));

/** What both web projects share: the `@` alias, jsdom and the cleanup after each test. */
export const webProjectBase = {
  resolve: { alias: { "@": src } },
  test: { environment: "jsdom", setupFiles: ["./src/test/setup.ts"] },
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
