#!/usr/bin/env node
// Bundles the server (apps/server/src/main.ts with everything it imports, npm packages included
// but those listed in EXTERNAL_PACKAGES) into ES modules in apps/server/dist when its sources
// changed since the last bundle: main.mjs; prepare-database.mjs, which npm start runs beside the
// web build; server-modules.mjs, the modules main.mjs runs, loadable ahead of it; and
// range-reader-worker.mjs, the indexer's reading thread. What several import sits in shared chunks,
// loaded once. Why: under tsx every module the server loads — several thousand files of
// node_modules — passes through tsx's loader hooks, which on Node 20 run on a separate thread; one
// bundle instead takes a third of that CPU (bench/startup/RESULTS.md).
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ensureBuilt } from "./build-stamp.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverRoot = path.join(repoRoot, "apps", "server");
export const serverDist = path.join(serverRoot, "dist");
export const serverEntry = path.join(serverDist, "main.mjs");
export const prepareDatabaseEntry = path.join(serverDist, "prepare-database.mjs");
export const serverModulesEntry = path.join(serverDist, "server-modules.mjs");

export const serverInputs = {
  root: repoRoot,
  paths: [
    "apps/server/src",
    "apps/server/package.json",
    "apps/server/tsconfig.json",
    "packages/domain",
    "packages/contracts/src",
    "packages/contracts/package.json",
    "package.json",
    "package-lock.json",
    "tsconfig.base.json",
    "scripts/bundle-server.mjs",
    "scripts/build-stamp.mjs",
  ],
};

/**
 * Source files find their neighbours (migrations, the anvil keeper, worker scripts, the repository
 * root) through import.meta: each keeps its own file's location inside the bundle.
 */
export function keepImportMeta(source, file) {
  return source
    .replaceAll("import.meta.url", JSON.stringify(pathToFileURL(file).href))
    .replaceAll("import.meta.dirname", JSON.stringify(path.dirname(file)))
    .replaceAll("import.meta.filename", JSON.stringify(file));
}

/**
 * npm packages left to Node rather than bundled: they find files beside themselves at run time
 * (WebAssembly, native addons, worker scripts, static pages), which a bundle would move away.
 * The build fails naming any other bundled package that does so (unbundledFileLookups).
 */
export const EXTERNAL_PACKAGES = [
  "@electric-sql/pglite", // postgres.wasm and its data file beside the module
  "sharp", // native addon
  "draco3d", // decoder .wasm
  "nekoton-wasm", // its .wasm beside the module (Everscale sign-in)
  "meshoptimizer",
  "gltf-validator",
  "pino", // transports run files by path in worker threads
  "pino-pretty",
  "thread-stream",
  "@fastify/swagger", // reads its package.json
  "@fastify/swagger-ui", // serves its static files
  "@foundry-rs/anvil", // the binary
  "tsx",
  "esbuild",
  "bufferutil", // optional native addons
  "utf-8-validate",
  "pg-native",
];
const isExternal = (specifier) =>
  EXTERNAL_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`));

/** Bundled npm code that reaches for files beside itself: `__dirname`, `import.meta.url`. */
export function unbundledFileLookups(code) {
  const packages = new Set();
  let current;
  for (const line of code.split("\n")) {
    const origin = /^\/\/ node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(line);
    if (origin) current = origin[1];
    else if (/^\/\/ /.test(line) && !line.includes("node_modules/")) current = undefined;
    if (current && /\b__dirname\b|\b__filename\b|\bimport\.meta\.(?:url|dirname|filename)\b/.test(line)) {
      packages.add(current);
    }
  }
  return [...packages];
}

// Bundled CommonJS packages call require() for Node's built-in modules and optional packages.
const REQUIRE_BANNER =
  'import { createRequire as __meshlinkCreateRequire } from "node:module"; ' +
  "const require = __meshlinkCreateRequire(import.meta.url);";

async function bundle() {
  const esbuild = await import("esbuild");
  let result;
  try {
    result = await esbuild.build({
      entryPoints: {
        main: path.join(serverRoot, "src", "main.ts"),
        "prepare-database": path.join(serverRoot, "src", "db", "prepare-embedded-database.ts"),
        // The app and everything it imports, without main.ts's start: npm start loads it while the
        // web app may still be building, and main.mjs then finds those modules loaded.
        "server-modules": path.join(serverRoot, "src", "app.ts"),
        // The indexer's range reader thread (range-reader-thread.mjs loads it when bundled).
        "range-reader-worker": path.join(serverRoot, "src", "chain", "indexer", "range-reader-worker.ts"),
      },
      bundle: true,
      splitting: true,
      platform: "node",
      format: "esm",
      target: "node20",
      write: false,
      outdir: serverDist,
      outExtension: { ".js": ".mjs" },
      chunkNames: "chunks/[name]-[hash]",
      banner: { js: REQUIRE_BANNER },
      // No source maps: a fifth of the bundling time, and Node would read them at every start
      // (scripts/start.mjs). The bundle is not minified and names each source file in a comment.
      logLevel: "warning",
      plugins: [
        {
          name: "meshlink-server",
          setup(builder) {
            builder.onResolve({ filter: /^[^./]/ }, (args) =>
              isExternal(args.path) ? { path: args.path, external: true } : undefined,
            );
            builder.onLoad({ filter: /\.ts$/ }, async (args) => ({
              contents: keepImportMeta(await readFile(args.path, "utf8"), args.path),
              loader: "ts",
            }));
          },
        },
      ],
    });
  } finally {
    await esbuild.stop();
  }
  const lookups = result.outputFiles
    .filter((file) => file.path.endsWith(".mjs"))
    .flatMap((file) => unbundledFileLookups(file.text));
  if (lookups.length > 0) {
    throw new Error(
      `bundled packages look for files beside themselves: ${[...new Set(lookups)].join(", ")}; ` +
        "add them to EXTERNAL_PACKAGES in scripts/bundle-server.mjs",
    );
  }
  // Written beside and renamed, so a server starting meanwhile never imports half a file.
  for (const file of result.outputFiles) {
    await mkdir(path.dirname(file.path), { recursive: true });
    await writeFile(`${file.path}.tmp`, file.contents);
    await rename(`${file.path}.tmp`, file.path);
  }
  const written = new Set(result.outputFiles.map((file) => file.path));
  for (const entry of await readdir(serverDist, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && !written.has(file)) await rm(file);
  }
}

/** Returns whether it bundled. */
export async function bundleServer({ force = false, log = (line) => console.log(line) } = {}) {
  const started = performance.now();
  const built = await ensureBuilt({
    inputs: serverInputs,
    outDir: serverDist,
    build: bundle,
    force,
    lockDir: path.join(repoRoot, "node_modules", ".cache", "meshlink", "server-bundle.lock"),
    log,
  });
  if (built) log(`server bundled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return built;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await bundleServer({ force: !process.argv.includes("--if-changed") });
}
