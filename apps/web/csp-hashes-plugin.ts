import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Writes dist/csp-hashes.json with the CSP source of every inline <script> in the built
 * index.html (today only the pre-paint theme script), so the server can allow exactly those
 * scripts (`script-src 'self' 'sha256-…'`) without anyone copying a hash by hand.
 */
export function cspHashes(): Plugin {
  let outDir = "dist";
  return {
    name: "meshlink-csp-hashes",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const html = readFileSync(path.join(outDir, "index.html"), "utf8");
      const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");
      const hashes = scripts.map((text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`);
      writeFileSync(
        path.join(outDir, "csp-hashes.json"),
        `${JSON.stringify({ scriptSrc: hashes }, null, 2)}\n`,
      );
    },
  };
}
