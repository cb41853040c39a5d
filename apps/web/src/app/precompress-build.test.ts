// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Logger, Plugin, ResolvedConfig } from "vite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { precompress } from "../../precompress-plugin.ts";

const SCRIPT = `export const names = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `asset-${index}`))};`;
const random = (bytes: number) =>
  Buffer.from(Array.from({ length: bytes }, () => Math.floor(Math.random() * 256)));

/** Runs the plugin as Vite does after writing the bundle into `outDir`. */
async function runAfterBuild(plugin: Plugin, root: string) {
  const logged: string[] = [];
  const logger = { info: (line: string) => logged.push(line) } as unknown as Logger;
  const config = { root, build: { outDir: "dist" }, logger } as unknown as ResolvedConfig;
  (plugin.configResolved as (config: ResolvedConfig) => void)(config);
  await (plugin.closeBundle as () => Promise<void>)();
  return logged;
}

describe("the build's precompressed files", () => {
  let root: string;
  let dist: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), "meshlink-precompress-"));
    dist = path.join(root, "dist");
    await mkdir(path.join(dist, "assets"), { recursive: true });
    await mkdir(path.join(dist, "decoders"), { recursive: true });
    await writeFile(path.join(dist, "index.html"), `<!doctype html><script>${SCRIPT}</script>`);
    await writeFile(path.join(dist, "assets", "index-abc123.js"), SCRIPT);
    await writeFile(path.join(dist, "assets", "index-abc123.js.map"), JSON.stringify({ mappings: SCRIPT }));
    await writeFile(path.join(dist, "assets", "tiny-def456.js"), "export {};");
    await writeFile(path.join(dist, "decoders", "noise.wasm"), random(4096));
    await writeFile(path.join(dist, "favicon.png"), random(4096));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it("writes a brotli and a gzip file beside each compressible file, holding the same bytes", async () => {
    await runAfterBuild(precompress(), root);

    for (const file of ["index.html", "assets/index-abc123.js"]) {
      const original = await readFile(path.join(dist, file));
      const br = await readFile(path.join(dist, `${file}.br`));
      const gz = await readFile(path.join(dist, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(original.length / 3);
    }
  });

  it("leaves out source maps, files too small to gain, types that do not compress and variants no smaller", async () => {
    const logged = await runAfterBuild(precompress(), root);

    const files = (await readdir(dist, { recursive: true })).map((file) => file.split(path.sep).join("/"));
    expect(files.filter((file) => /\.(br|gz)$/.test(file)).sort()).toEqual([
      "assets/index-abc123.js.br",
      "assets/index-abc123.js.gz",
      "index.html.br",
      "index.html.gz",
    ]);
    expect(logged.join("\n")).toMatch(/precompressed \d+ KiB into brotli \d+ KiB and gzip \d+ KiB/);
  });
});
