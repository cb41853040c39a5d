/** Where scripts/start.mjs leaves the promise of the web app's build for the server it starts. */
const WEB_BUILD = Symbol.for("meshlink.webBuild");

/**
 * `npm start` builds the web app while the server opens its chains and database, and the server
 * waits for that build before it registers the pages. Started any other way, the build (if any) is
 * already done.
 */
export function webAppBuilt(): Promise<unknown> {
  return (globalThis as Record<symbol, Promise<unknown> | undefined>)[WEB_BUILD] ?? Promise.resolve();
}
