// Draws the demo seed's posters (demo-posters.ts): each demo model built as the seed builds it,
// shown by model-viewer in headless Chromium with its default framing and neutral lighting, read
// back with toBlob() as the create-asset form does, written here as a 512 × 512 PNG. Run it after
// adding a shape to the demo catalogue (it draws the missing posters), or with --all after
// changing a model:
//   npx tsx apps/server/src/seed/posters/generate-posters.ts [--all]
import { access, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { chromium } from "@playwright/test";
import { DEMO_COLLECTIONS } from "../demo-catalog.ts";
import { buildDemoModel, type DemoShape } from "../demo-models.ts";
import { posterFileName, posterUrl } from "../demo-posters.ts";

const SIDE = 512;
// Runs in the page (this package is compiled without the DOM's types, hence a string): draws the
// model at /model.glb and answers its PNG bytes. A slow software renderer makes model-viewer draw
// at a lower scale, and toBlob() then cuts a corner of the drawing: full scale only.
const DRAW_POSTER = `async (side) => {
  customElements.get("model-viewer").minimumRenderScale = 1;
  const viewer = document.createElement("model-viewer");
  viewer.setAttribute("loading", "eager");
  viewer.setAttribute("interaction-prompt", "none");
  viewer.style.cssText = "display:block;background:transparent;width:" + side + "px;height:" + side + "px";
  const loaded = new Promise((resolve, reject) => {
    viewer.addEventListener("load", resolve);
    viewer.addEventListener("error", reject);
  });
  document.body.append(viewer);
  viewer.setAttribute("src", "/model.glb");
  await loaded;
  for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
  const blob = await viewer.toBlob({ mimeType: "image/png" });
  return [...new Uint8Array(await blob.arrayBuffer())];
}`;
const ORIGIN = "http://posters.invalid";
const require = createRequire(import.meta.url);
// The build with three.js inside, so the page needs nothing but this file.
const viewerScript = await readFile(require.resolve("@google/model-viewer/dist/model-viewer-umd.min.js"));

const redrawAll = process.argv.includes("--all");
const exists = (url: URL) =>
  access(url).then(
    () => true,
    () => false,
  );
const shapes = new Map<string, DemoShape>();
for (const collection of DEMO_COLLECTIONS)
  for (const asset of collection.assets)
    if (redrawAll || !(await exists(posterUrl(asset.shape))))
      shapes.set(posterFileName(asset.shape), asset.shape);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  const page = await browser.newPage({ viewport: { width: SIDE, height: SIDE }, deviceScaleFactor: 1 });
  let model: Uint8Array = new Uint8Array();
  // Everything the page loads is answered here: nothing is fetched from outside.
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === "/model-viewer.js")
      return route.fulfill({ body: viewerScript, contentType: "text/javascript" });
    if (path === "/model.glb")
      return route.fulfill({ body: Buffer.from(model), contentType: "model/gltf-binary" });
    return route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><body style="margin:0"><script src="/model-viewer.js"></script></body>`,
    });
  });
  for (const [name, shape] of shapes) {
    model = await buildDemoModel(shape);
    await page.goto(`${ORIGIN}/`);
    const png = await page.evaluate<number[]>(`(${DRAW_POSTER})(${SIDE})`);
    await writeFile(posterUrl(shape), Uint8Array.from(png));
    console.log(`${name}: ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
