import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { build, type Plugin, type Rolldown } from "vite";
import { z } from "zod";
import {
  APP_FILE,
  DISABLED_UNTIL_APP,
  MANIFEST_FILE,
  PRERENDERED_PAGES,
  ROUTE_CHUNKS,
  type PrerenderedPage,
} from "./src/prerender/prerendered-pages.ts";

const execFileAsync = promisify(execFile);
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Draws the first screen of the pages in PRERENDERED_PAGES into copies of the built index.html,
 * whose scripts then start after that first paint: a phone paints the header and the page's text
 * as soon as the HTML and CSS arrive, instead of after the whole entry script has downloaded and
 * run. The built page as it was becomes APP_FILE, for every other route. Writes
 * prerendered/pages.json for the server to pick a file by path. Runs before the other closing steps,
 * so the pages get their script hashes and are precompressed with the rest.
 */
export function prerender(): Plugin {
  let root = ".";
  let outDir = "dist";
  let preloads: RoutePreloads = [];
  return {
    name: "meshlink-prerender",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      preloads = routePreloads(bundle, root);
    },
    closeBundle: {
      order: "pre",
      sequential: true,
      async handler() {
        const started = performance.now();
        const built = await readFile(path.join(outDir, "index.html"), "utf8");
        if (!built.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to draw into`);
        await writeFile(path.join(outDir, APP_FILE), built);
        const template = startAfterFirstPaint(built);
        const pages = await renderPages(root);
        await mkdir(path.join(outDir, path.dirname(MANIFEST_FILE)), { recursive: true });
        for (const { file, markup } of pages) {
          const root = `<div id="root">${disableControls(markup)}</div>`;
          await writeFile(path.join(outDir, file), template.replace(ROOT_ELEMENT, root));
        }
        const manifest = {
          pages: PRERENDERED_PAGES.map(({ file, pattern }): Omit<PrerenderedPage, "renderPath"> => ({
            file,
            pattern,
          })),
          fallback: APP_FILE,
          preloads,
        };
        await writeFile(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
        this.environment.logger.info(
          `prerendered ${pages.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      },
    },
  };
}

type RoutePreloads = { pattern: string; files: string[] }[];

/**
 * For each of ROUTE_CHUNKS, the files its page's chunk loads by static import, itself included,
 * less those the entry loads already (the built page preloads those).
 */
export function routePreloads(
  bundle: Rolldown.OutputBundle,
  root: string,
  routes = ROUTE_CHUNKS,
): RoutePreloads {
  const chunks = Object.values(bundle).filter(
    (output): output is Rolldown.OutputChunk => output.type === "chunk",
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: Rolldown.OutputChunk) => {
    const files = new Set<string>();
    const visit = (chunk: Rolldown.OutputChunk | undefined) => {
      if (!chunk || files.has(chunk.fileName)) return;
      files.add(chunk.fileName);
      for (const file of chunk.imports) visit(byFile.get(file));
    };
    visit(start);
    return files;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  const loaded = entry ? closure(entry) : new Set<string>();
  return routes.map(({ pattern, module }) => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === path.join(root, module));
    if (!chunk) throw new Error(`${module} is not a chunk of its own: its page cannot be preloaded`);
    return { pattern, files: [...closure(chunk)].filter((file) => !loaded.has(file)) };
  });
}

// An element's own disabled attribute, not a class such as Tailwind's `disabled:opacity-50`.
const CONTROL = /<(button|input|select|textarea)\b(?![^>]*\sdisabled(?:=|\s|\/?>))/g;

/**
 * Until the app runs, a button or field of the drawn page would do nothing: they show disabled, and
 * marked, so the app enables them when it takes the page over (src/prerender/take-over-drawn-page.tsx). Links work.
 */
export function disableControls(markup: string): string {
  return markup.replace(CONTROL, `<$1 disabled="" ${DISABLED_UNTIL_APP}=""`);
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The app's scripts start after the first paint: a small inline script at the end of the body asks
 * for the entry in the frame after the prerendered screen is drawn. So that screen paints as soon as
 * the HTML and the stylesheet are in, and neither waits for 150 KB of script that a phone's
 * connection takes a second to bring (nor, on a fast one, for the browser to run a script that
 * happened to arrive first). A tab opened in the background starts at once, as it paints nothing.
 * The entry's imports are left to the entry: adding a modulepreload link for each in that script
 * made it a long task of its own (40 ms, 170 ms on Lighthouse's 4× slower CPU) right after the
 * first paint, and the page, already drawn, waits for none of them to be seen.
 */
export function startAfterFirstPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error("index.html has no module entry script to start after the first paint");
  const start =
    `(function(){var go=function(){var s=document.createElement("script");` +
    `s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entry)};document.head.appendChild(s)};` +
    `if(document.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go,0)})})();`;
  return html
    .replace(ENTRY_SCRIPT, "")
    .replace(MODULE_PRELOAD, "")
    .replace("</body>", `<script>${start}</script>\n</body>`);
}

/**
 * Builds src/prerender/prerender-main.ts for Node (rolldown, packages left external) and runs it in a
 * process of its own, with this process's NODE_ENV: the bundle's JSX and the React it loads then
 * agree (a test runner has loaded development React already; production React beside it in one
 * process breaks rendering).
 */
async function renderPages(root: string): Promise<{ file: string; markup: string }[]> {
  // Inside the project, so the bundle's imports of packages resolve from its node_modules.
  await mkdir(path.join(root, "node_modules"), { recursive: true });
  const outDir = await mkdtemp(path.join(root, "node_modules", ".prerender-"));
  try {
    await build({
      root,
      configFile: false,
      logLevel: "error",
      resolve: { alias: { "@": path.join(root, "src") } },
      build: {
        ssr: "src/prerender/prerender-main.ts",
        outDir,
        emptyOutDir: true,
        minify: false,
        sourcemap: false,
        reportCompressedSize: false,
      },
    });
    const { stdout } = await execFileAsync(process.execPath, [path.join(outDir, "prerender-main.js")], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return ZRenderedPages.parse(JSON.parse(stdout));
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

const ZRenderedPages = z.array(z.object({ file: z.string(), markup: z.string() }));
