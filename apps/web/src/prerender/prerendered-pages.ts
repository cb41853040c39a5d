/**
 * The pages the build draws into HTML ahead of time (render-page.tsx), and which requests get which.
 * The server reads the manifest the build writes from this list (prerendered/pages.json) and answers
 * a path with the first page whose pattern matches it, or with the shell.
 */
export type PrerenderedPage = {
  /** The file under the build's output folder. */
  file: string;
  /** A path that renders the page (its data is never fetched, so any id will do). */
  renderPath: string;
  /** Source of a RegExp over the request's pathname. */
  pattern: string;
};

export const PRERENDERED_PAGES: PrerenderedPage[] = [
  { file: "index.html", renderPath: "/", pattern: "^/$" },
  { file: "prerendered/browse-assets.html", renderPath: "/browse/assets", pattern: "^/browse/assets/?$" },
  {
    file: "prerendered/browse-collections.html",
    renderPath: "/browse/collections",
    pattern: "^/browse/collections/?$",
  },
  {
    file: "prerendered/asset.html",
    renderPath: `/asset/0x${"0".repeat(40)}/0`,
    pattern: "^/asset/0x[0-9a-fA-F]{40}/[0-9]+/?$",
  },
];

/** Every other route starts from the header and footer around an empty page. */
export const SHELL_FILE = "prerendered/shell.html";
export const MANIFEST_FILE = "prerendered/pages.json";
