// The range reader's worker thread starts here: plain JavaScript, so it loads the same way under
// `tsx`, Vitest and plain Node. npm start runs the server bundled (scripts/bundle-server.mjs) and
// names the folder in MESHLINK_SERVER_BUNDLE: the thread then loads the worker bundled beside it,
// ~2 s of CPU less at every start than letting tsx load it and viem's files one by one.
const bundle = process.env.MESHLINK_SERVER_BUNDLE;
if (bundle) {
  const { pathToFileURL } = await import("node:url");
  await import(pathToFileURL(`${bundle}/range-reader-worker.mjs`).href);
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import("./range-reader-worker.ts");
}
