// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Logger, Plugin, ResolvedConfig, Rolldown } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { cspHashes } from "../../csp-hashes-plugin.ts";
import { disableControls, prerender, routePreloads, startAfterFirstPaint } from "../../prerender-plugin.ts";

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const TEMPLATE = `<!doctype html><html><head><script>theme()</script>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-def.js">
<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
</head><body><div id="root"></div></body></html>`;

/** The plugin's closing step, as Vite runs it after writing the bundle. */
async function runAfterBuild(plugin: Plugin, outDir: string) {
  const logged: string[] = [];
  const logger = { info: (line: string) => logged.push(line) } as unknown as Logger;
  (plugin.configResolved as (config: ResolvedConfig) => void)({
    root: webRoot,
    build: { outDir },
  } as unknown as ResolvedConfig);
  const hook = plugin.closeBundle as { handler: (this: unknown) => Promise<void> };
  await hook.handler.call({ environment: { logger } });
  return logged;
}

describe("the build's prerendered pages", () => {
  let outDir: string;
  const page = (file: string) => readFile(path.join(outDir, file), "utf8");
  const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), "meshlink-prerender-test-"));
    await mkdir(outDir, { recursive: true });
    await writeFile(path.join(outDir, "index.html"), TEMPLATE);
    await runAfterBuild(prerender(), outDir);
  });
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it("draws the home page's first screen into index.html, with its sections loading", async () => {
    const home = text(await page("index.html"));
    expect(home).toContain("The marketplace for game-ready 3D assets");
    expect(home).toContain("Loading trending assets");
    expect(home).toContain("Connect Wallet");
  });

  it("keeps the built page, nothing drawn and its scripts started at once, for every other route", async () => {
    const app = await page("app.html");
    expect(app).toBe(TEMPLATE);
    const manifest = JSON.parse(await page("prerendered/pages.json")) as {
      pages: { file: string; pattern: string }[];
      fallback: string;
    };
    expect(manifest).toEqual({
      pages: [{ file: "index.html", pattern: "^/$" }],
      fallback: "app.html",
      preloads: [],
    });
  });

  it("keeps the template around the drawn page: the theme script, the stylesheet, the deferred start", async () => {
    const home = await page("index.html");
    expect(home).toContain("<script>theme()</script>");
    expect(home).toContain('href="/assets/index-ghi.css"');
    expect(home).toMatch(/<div id="root"><.+<\/div>\s*<script>\(function\(\)/s);
  });

  it("lets the server allow the drawn page's start script and the theme script by their hashes", async () => {
    await runAfterBuild(cspHashes(), outDir);
    const home = await page("index.html");
    const inline = [...home.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text = ""]) => text);
    expect(inline).toHaveLength(2);
    const { scriptSrc } = JSON.parse(await page("csp-hashes.json")) as { scriptSrc: string[] };
    expect(scriptSrc.sort()).toEqual(
      inline.map((text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`).sort(),
    );
  });

  it("shows every button and field of a drawn page disabled until the app runs", async () => {
    const html = await page("index.html");
    expect(html).toMatch(/<button disabled="" data-disabled-until-app=""/);
    expect(html).not.toMatch(/<(button|input|select|textarea)\b(?![^>]*\sdisabled=)/);
  });
});

describe("the page's start", () => {
  it("asks for the entry only from an inline script, after the first paint, and leaves its imports to it", () => {
    const html = startAfterFirstPaint(TEMPLATE);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    const start = /<script>(\(function\(\)[\s\S]*?)<\/script>\s*<\/body>/.exec(html)?.[1] ?? "";
    expect(start).not.toContain("react-def.js");
    expect(start).not.toContain("modulepreload");
    expect(start).toContain('"/assets/index-abc.js"');
    expect(start).toContain("requestAnimationFrame(function(){setTimeout(go,0)})");
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">');
  });

  it("refuses a page with no entry script rather than build one that never starts", () => {
    expect(() => startAfterFirstPaint("<html><body></body></html>")).toThrow(/no module entry script/);
  });

  it("disables controls once, leaving links and already disabled controls as they are", () => {
    expect(
      disableControls(
        '<a href="/x">x</a><button class="b">Go</button><input disabled="" /><textarea></textarea>',
      ),
    ).toBe(
      '<a href="/x">x</a><button disabled="" data-disabled-until-app="" class="b">Go</button><input disabled="" />' +
        '<textarea disabled="" data-disabled-until-app=""></textarea>',
    );
  });
});

describe("a page's code to preload", () => {
  const chunk = (fileName: string, imports: string[], module: string | null, isEntry = false) =>
    [
      fileName,
      { type: "chunk", fileName, imports, isEntry, facadeModuleId: module && path.join(webRoot, module) },
    ] as const;
  const bundle = Object.fromEntries([
    chunk("assets/index.js", ["assets/react.js"], "index.html", true),
    chunk("assets/react.js", [], null),
    chunk("assets/browse-page.js", ["assets/react.js", "assets/cards.js"], "src/browse.tsx"),
    chunk("assets/cards.js", ["assets/react.js", "assets/image.js"], null),
    chunk("assets/image.js", ["assets/cards.js"], null),
  ]) as unknown as Rolldown.OutputBundle;

  it("lists the page's chunk and what it imports, less what the entry loads", () => {
    expect(routePreloads(bundle, webRoot, [{ pattern: "^/browse$", module: "src/browse.tsx" }])).toEqual([
      { pattern: "^/browse$", files: ["assets/browse-page.js", "assets/cards.js", "assets/image.js"] },
    ]);
  });

  it("fails the build when a page's module is not a chunk of its own", () => {
    expect(() => routePreloads(bundle, webRoot, [{ pattern: "^/x$", module: "src/x.tsx" }])).toThrow(
      "src/x.tsx is not a chunk of its own",
    );
  });
});
