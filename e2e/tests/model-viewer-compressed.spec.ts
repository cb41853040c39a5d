import { expect, test } from "@playwright/test";
import { join } from "node:path";
import { createAsset } from "../support/asset-creation.ts";
import {
  cspViolations,
  expectModelLoaded,
  forgetModelEvents,
  recordModelEvents,
  renderedImage,
  showModel,
} from "../support/model-render.ts";
import { localRpcUrl } from "../support/local-chain.ts";
import { connectDemoWallet, seededUserName } from "../support/wallet.ts";
import { buildZip } from "../support/zip.ts";

// Models compressed three ways, each needing a WebAssembly decoder: meshopt buffers, Draco
// geometry and KTX2 (Basis Universal) textures. The site's policy and its own copies of the
// decoders must let each render; model-viewer's defaults would fetch them from CDNs.
const gltf = join(import.meta.dirname, "..", "..", "testdata", "gltf");
const MODELS = [
  {
    name: "Meshopt box",
    file: join(gltf, "real", "BoxMeshopt.glb"),
    decoder: "/decoders/meshopt/meshopt_decoder.js",
  },
  {
    name: "Draco knight",
    file: join(gltf, "compressed", "chr_knight-draco.glb"),
    decoder: "/decoders/draco/draco_decoder.wasm",
  },
  {
    name: "KTX2 helmet",
    file: join(gltf, "compressed", "DamagedHelmet-ktx2.glb"),
    decoder: "/decoders/basis/ktx2-worker.js",
  },
];

test("meshopt-, Draco- and KTX2-compressed previews, uploaded, render with decoders from this origin only", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(900_000);
  // Without auto-rotate the viewer draws only when something changes: software WebGL on a busy
  // machine then keeps up.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const origin = new URL(baseURL!).origin;
  // The wallet talks to the local chain's node; anything else must come from this origin.
  const chain = new URL(await localRpcUrl(request)).origin;
  const offOrigin: string[] = [];
  const requested = new Set<string>();
  context.on("request", (sent) => {
    const url = new URL(sent.url());
    if (url.protocol !== "http:" && url.protocol !== "https:") return;
    if (url.origin === origin) requested.add(url.pathname);
    else if (url.origin !== chain) offOrigin.push(sent.url());
  });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await recordModelEvents(page);

  await page.goto("/");
  const creator = await seededUserName(request, "creator");
  await connectDemoWallet(page, creator);
  await expect(page.getByRole("button", { name: `Account menu for ${creator}` })).toBeVisible({
    timeout: 60_000,
  });
  await page.goto("/asset/create");
  const collection = page
    .getByRole("form", { name: "Create asset" })
    .getByLabel("Collection")
    .locator("option");
  await expect(collection.nth(1)).toBeAttached({ timeout: 30_000 });
  const collectionName = (await collection.nth(1).textContent())!.trim();

  for (const model of MODELS) {
    await test.step(model.name, async () => {
      const zip = { name: "source.zip", buffer: buildZip({ "source/readme.txt": model.name }) };
      await createAsset(page, {
        collectionName,
        name: `${model.name} ${Date.now()}`,
        zip,
        model: model.file,
      });
      await expect(page.getByRole("tab", { name: "Model View" })).toHaveAttribute("aria-selected", "true");
      await forgetModelEvents(page);
      await showModel(page);
      await expectModelLoaded(page);
      const image = await renderedImage(page.locator("model-viewer"));
      expect(image.covered, `${model.name}: share of the viewer the model covers`).toBeGreaterThan(0.02);
      // Lit, not a flat silhouette: even the one-colour box shows its faces in several shades.
      expect(image.colours, `${model.name}: shades drawn`).toBeGreaterThan(1);
      expect([...requested]).toContain(model.decoder);
    });
  }

  expect(offOrigin).toEqual([]);
  // The page refuses eval() on purpose (zod probes for it once per page and does without); any
  // other refusal (WebAssembly, a script or worker, a fetch) would be a decoder the policy blocks.
  expect((await cspViolations(page)).filter((violation) => violation !== "script-src eval")).toEqual([]);
  expect(errors).toEqual([]);
});
