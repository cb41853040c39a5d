#!/usr/bin/env node
// `npm start`: builds the web app and bundles the server when their sources changed since the last
// build, then runs the server (apps/server/src/main.ts, bundled) in this same process, so signals,
// exit codes and the shutdown order are the server's own. While the web app builds, the server
// gets ready beside it: bundled, its embedded database created on a fresh DATA_DIR, its modules
// loaded, its chains and database opened. Stack traces name lines of the bundle, which is not minified and marks each source file
// with a comment; `npm run start -w apps/server` runs the TypeScript itself under tsx.
import { pathToFileURL } from "node:url";
import { buildWeb } from "./build-web.mjs";
import {
  bundleServer,
  prepareDatabaseEntry,
  serverDist,
  serverEntry,
  serverModulesEntry,
} from "./bundle-server.mjs";

// Worker threads load their bundled script from here (range-reader-thread.mjs).
process.env.MESHLINK_SERVER_BUNDLE = serverDist;

/** The server's share of the start that needs no built web app, done while it builds. */
async function prepareServer() {
  await bundleServer();
  const { prepareEmbeddedDatabase } = await import(pathToFileURL(prepareDatabaseEntry).href);
  const started = performance.now();
  if (await prepareEmbeddedDatabase()) {
    console.log(`embedded database created in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  // After prepareEmbeddedDatabase has read .env, as main.ts would before loading them.
  await import(pathToFileURL(serverModulesEntry).href);
}

// The server opens its chains and database while the web app builds, and waits for the build only
// to register the pages (apps/server/src/process/web-app-built.ts): a first start's two longest
// steps overlap. Marked handled here; the server still sees a failed build.
const webBuild = buildWeb();
webBuild.catch(() => {});
globalThis[Symbol.for("meshlink.webBuild")] = webBuild;
try {
  await prepareServer();
} catch (error) {
  // The build settles first: a half-written build would not be found complete next time anyway,
  // but its child process should not outlive this one.
  await webBuild.catch(() => {});
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
await import(pathToFileURL(serverEntry).href);
