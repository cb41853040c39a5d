// @vitest-environment node
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gzippedSizes, initialLoadFiles, type BuildManifest } from "../../initial-load.ts";

// A visitor's first load of the home page: at most 170 KB of gzipped JavaScript (1 KB = 1,000 bytes)
// on a phone's connection. The production build is made here, so the figure is what `npm start` serves.
const HOME_BUDGET_BYTES = 170_000;
const webRoot = path.resolve(import.meta.dirname, "..", "..");

let outDir = "";
let manifest: BuildManifest = {};

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), "meshlink-web-budget-"));
  // Vitest runs with NODE_ENV=test, which would bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({
      root: webRoot,
      configFile: path.join(webRoot, "vite.config.ts"),
      mode: "production",
      logLevel: "silent",
      build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  manifest = JSON.parse(await readFile(path.join(outDir, ".vite", "manifest.json"), "utf8")) as BuildManifest;
}, 300_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

// The home page ships in the entry (app/routes.tsx); made a lazy chunk again, its chunk counts too.
const homeRoute = () => Object.keys(manifest).filter((key) => key === "src/app/routes/home-page.tsx");

describe("JavaScript a first visit downloads", () => {
  it(`keeps the home page within ${HOME_BUDGET_BYTES / 1000} KB gzipped`, () => {
    const sizes = gzippedSizes(outDir, initialLoadFiles(manifest, homeRoute()));
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    const listing = [...sizes].map(([file, size]) => `${file} ${(size / 1000).toFixed(1)} KB`).join("\n");
    expect(
      total,
      `home page initial JS ${(total / 1000).toFixed(1)} KB gzipped:\n${listing}`,
    ).toBeLessThanOrEqual(HOME_BUDGET_BYTES);
  });

  // The browser reads the server's answers by their types (docs/decisions/024); zod, and every
  // schema built with it, cost a phone its start-up. zod's core names its schemas' trait "$ZodType".
  it("runs no zod while the home page starts", async () => {
    for (const file of initialLoadFiles(manifest, homeRoute())) {
      const code = await readFile(path.join(outDir, file), "utf8");
      expect(code.includes("$ZodType"), `${file} carries zod`).toBe(false);
    }
  });

  // React Router's package resolves to its development build; its warnings cost a phone start-up.
  it("ships React Router's production build, without its development warnings", async () => {
    const code = await Promise.all(
      initialLoadFiles(manifest, homeRoute()).map((file) => readFile(path.join(outDir, file), "utf8")),
    );
    expect(code.some((chunk) => chunk.includes("No routes matched location"))).toBe(false);
  });

  it("leaves the 3D viewer and the wallet modal to a click or the viewer's own lazy load", async () => {
    const pages = {
      "/": homeRoute(),
      "/browse/assets": ["src/app/routes/browse-assets-page.tsx"],
      "an asset page": ["src/app/routes/asset-details-page.tsx"],
    };
    for (const [page, routes] of Object.entries(pages)) {
      for (const file of initialLoadFiles(manifest, routes)) {
        const code = await readFile(path.join(outDir, file), "utf8");
        // model-viewer defines its element; RainbowKit marks its root with data-rk.
        expect(code, `${page}: ${file} carries model-viewer`).not.toMatch(
          /customElements\.define\(["'`]model-viewer/,
        );
        expect(code, `${page}: ${file} carries RainbowKit`).not.toContain("data-rk");
      }
    }
  });
});
