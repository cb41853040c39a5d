#!/usr/bin/env node
// `npm start`: builds the web app and bundles the server when their sources changed since the last
// build, then runs the server (apps/server/src/main.ts, bundled) in this same process, so signals,
// exit codes and the shutdown order are the server's own. On a fresh DATA_DIR the embedded
// database is created while the web app builds, instead of after.
import { pathToFileURL } from "node:url";
import { buildWeb } from "./build-web.mjs";
import { bundleServer, prepareDatabaseEntry, serverDist, serverEntry } from "./bundle-server.mjs";

// Stack traces name lines of the bundle, which is not minified and marks each source file with a
// comment; NODE_OPTIONS=--enable-source-maps names the TypeScript lines instead, for ~0.5 s more at
// every start (Node reads every source map as it loads each module).
// Worker threads load their bundled script from here (range-reader-thread.mjs).
process.env.MESHLINK_SERVER_BUNDLE = serverDist;

async function prepareDatabase() {
  await bundleServer();
  const { prepareEmbeddedDatabase } = await import(pathToFileURL(prepareDatabaseEntry).href);
  const started = performance.now();
  if (await prepareEmbeddedDatabase()) {
    console.log(`embedded database created in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

// Both settle before anything stops: a database half made by initdb would not open next time.
const failures = (await Promise.allSettled([buildWeb(), prepareDatabase()])).filter(
  (result) => result.status === "rejected",
);
if (failures.length > 0) {
  for (const { reason } of failures) console.error(reason instanceof Error ? reason.message : reason);
  process.exit(1);
}
await import(pathToFileURL(serverEntry).href);
