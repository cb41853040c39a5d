/**
 * The pages the build draws into HTML ahead of time (render-page.tsx), and which requests get which.
 * The server reads the manifest the build writes from this list (prerendered/pages.json) and answers
 * a path with the first page whose pattern matches it, or with APP_FILE.
 *
 * Only the home page: its first screen is static text (the hero), which then paints with the HTML.
 * Measured with Lighthouse's mobile preset (bench/lighthouse/RESULTS.md), drawing browse, the asset
 * page or the bare header and footer ahead of time scored lower than not: their largest paint is a
 * card or the asset's image, which waits for data anyway, while the early paint moves the app's
 * start-up work into the blocking-time window.
 */
export type PrerenderedPage = {
  /** The file under the build's output folder. */
  file: string;
  /** A path that renders the page (its data is never fetched). */
  renderPath: string;
  /** Source of a RegExp over the request's pathname. */
  pattern: string;
};

export const PRERENDERED_PAGES: PrerenderedPage[] = [{ file: "index.html", renderPath: "/", pattern: "^/$" }];

/**
 * Pages whose code is a chunk of its own (routes.tsx), so the app asks for it only once the entry
 * has run: a round trip and a download after the entry's, before the page can draw. For these the
 * server adds the chunk and its imports to the page as modulepreload links, which the build lists
 * in the manifest (`preloads`), so they download beside the entry.
 */
export const ROUTE_CHUNKS: { pattern: string; module: string }[] = [
  { pattern: "^/browse/assets/?$", module: "src/app/routes/browse-assets-page.tsx" },
  { pattern: "^/browse/collections/?$", module: "src/app/routes/browse-collections-page.tsx" },
  { pattern: "^/browse/users/?$", module: "src/app/routes/browse-users-page.tsx" },
  { pattern: "^/asset/[^/]+/[^/]+/?$", module: "src/app/routes/asset-details-page.tsx" },
  { pattern: "^/collection/[^/]+/[^/]+/?$", module: "src/app/routes/collection-details-page.tsx" },
];

/** Every other route: the app with nothing drawn ahead, its scripts started at once. */
export const APP_FILE = "app.html";

export const MANIFEST_FILE = "prerendered/pages.json";

/**
 * Marks a button or field the build disabled in a drawn page (it does nothing until the app runs).
 * Hydration keeps the drawn elements and their attributes, so the app enables these once it runs.
 */
export const DISABLED_UNTIL_APP = "data-disabled-until-app";
