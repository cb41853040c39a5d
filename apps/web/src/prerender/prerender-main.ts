import { MemoryStorage } from "@/prerender/memory-storage";
import { PRERENDERED_PAGES } from "@/prerender/prerendered-pages";
import { renderPage } from "@/prerender/render-page";

// Run by the build in a Node process of its own (prerender-plugin.ts): prints each prerendered
// file's markup as JSON, [{ file, markup }].

// A first-time visitor: nothing remembered, so the signed-out header and the light theme.
Object.assign(globalThis, { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() });

const pages = await Promise.all(
  PRERENDERED_PAGES.map(async (page) => ({ file: page.file, markup: await renderPage(page.renderPath) })),
);
process.stdout.write(JSON.stringify(pages));
