import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Writes dist/csp-hashes.json with the CSP source of every inline <script> in the built pages (the
 * pre-paint theme script; the prerendered home page's start script, prerender-plugin.ts), so the
 * server can allow exactly those scripts (`script-src 'self' 'sha256-…'`) without anyone copying a
 * hash by hand. Runs after the prerender has written its pages.
 */
export function cspHashes(): Plugin {
  let outDir = "dist";
  return {
    name: "meshlink-csp-hashes",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const pages = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith(".html"));
        const hashes = new Set<string>();
        for (const page of pages.sort()) {
          const html = await readFile(path.join(outDir, page), "utf8");
          for (const [, text = ""] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
            hashes.add(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
          }
        }
        await writeFile(
          path.join(outDir, "csp-hashes.json"),
          `${JSON.stringify({ scriptSrc: [...hashes] }, null, 2)}\n`,
        );
      },
    },
  };
}
