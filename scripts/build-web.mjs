#!/usr/bin/env node
// Builds the web app (Vite, apps/web/dist). `node scripts/build-web.mjs` (`npm run build`) builds,
// whatever the stamp says; with `--if-changed`, as npm start does, only when the inputs changed
// since the last complete build (build-stamp.mjs).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBuilt } from "./build-stamp.mjs";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const webRoot = path.join(repoRoot, "apps", "web");
export const webDist = path.join(webRoot, "dist");

/** What the web bundle is made of: its sources, the packages it imports, the installed versions. */
export const webInputs = {
  root: repoRoot,
  paths: [
    "apps/web",
    "packages/domain",
    "packages/contracts/src",
    "packages/contracts/package.json",
    "package.json",
    "package-lock.json",
    "tsconfig.base.json",
    "scripts/build-web.mjs",
    "scripts/build-stamp.mjs",
  ],
  // Vite inlines VITE_* variables into the bundle; NODE_ENV picks its mode.
  env: (name) => name.startsWith("VITE_") || name === "NODE_ENV",
};

function runVite() {
  const vite = path.join(
    path.dirname(createRequire(path.join(webRoot, "package.json")).resolve("vite/package.json")),
    "bin",
    "vite.js",
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, "build"], { cwd: webRoot, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/** Returns whether it built. */
export async function buildWeb({ force = false, log = (line) => console.log(line) } = {}) {
  const started = performance.now();
  const built = await ensureBuilt({
    inputs: webInputs,
    outDir: webDist,
    build: runVite,
    force,
    lockDir: path.join(repoRoot, "node_modules", ".cache", "meshlink", "web-build.lock"),
    log,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    built
      ? `web app built in ${seconds} s`
      : `web app unchanged since its last build (checked in ${seconds} s)`,
  );
  return built;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildWeb({ force: !process.argv.includes("--if-changed") });
}
