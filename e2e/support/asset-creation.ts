import { expect, type Page } from "@playwright/test";
import { join } from "node:path";

// A real, small glb from the repository's test corpus: the asset form requires a preview model.
export const sampleGlbPath = join(
  import.meta.dirname,
  "..",
  "..",
  "testdata",
  "gltf",
  "real",
  "BoxVertexColors.glb",
);

export type CreatedAsset = { collection: `0x${string}`; tokenId: string; path: string };

/**
 * Creates a collection through /collection/create with the signed-in wallet; waits for its page.
 * `chain` is the Blockchain choice's label (a live chain of GET /api/chains); the server's default
 * chain when absent.
 */
export async function createCollection(
  page: Page,
  { name, type, chain }: { name: string; type: "Single 721" | "Multiple 1155"; chain?: string },
): Promise<void> {
  await page.goto("/collection/create");
  const form = page.getByRole("form", { name: "Create collection" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Symbol").fill("E2E");
  await form.getByRole("radio", { name: type }).check();
  // The chain is chosen once /api/chains answers; a click before that is refused as a missing chain.
  await expect(form.getByLabel("Blockchain")).not.toHaveValue("", { timeout: 30_000 });
  if (chain) await form.getByLabel("Blockchain").selectOption({ label: chain });
  await form.getByRole("button", { name: "Create collection" }).click();
  await expect(page)
    .toHaveURL(new RegExp(`/collection/${encodeURIComponent(name)}/`), { timeout: 60_000 })
    .catch(async (error: unknown) => {
      // Name what the page said went wrong, not only the URL it stayed on.
      const alerts = await page.getByRole("alert").allInnerTexts();
      throw new Error(`Creating the collection did not finish; the page says: ${alerts.join(" | ")}`, {
        cause: error,
      });
    });
}

/**
 * Mints an asset in the collection `collectionName` through /asset/create, with `model` (the sample
 * glb unless given) as its preview and the given zip as its source archive; resolves on its page.
 */
export async function createAsset(
  page: Page,
  {
    collectionName,
    name,
    zip,
    model = sampleGlbPath,
  }: { collectionName: string; name: string; zip: { name: string; buffer: Buffer }; model?: string },
): Promise<CreatedAsset> {
  await page.goto("/asset/create");
  const form = page.getByRole("form", { name: "Create asset" });
  const option = form.getByLabel("Collection").locator("option", { hasText: collectionName });
  await expect(option).toHaveCount(1);
  await form.getByLabel("Collection").selectOption((await option.getAttribute("value")) ?? "");
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Category").selectOption("props");
  await form.getByLabel("Description").fill(`${name}, made by an end-to-end test.`);
  await form.getByLabel("Polygon count").fill("12");
  await form.getByLabel("Preview model (glb)").setInputFiles(model);
  await form
    .getByLabel("Source files (zip)")
    .setInputFiles({ name: zip.name, mimeType: "application/zip", buffer: zip.buffer });
  await form.getByRole("button", { name: "Create asset" }).click();

  // Minting includes drawing the token image with the viewer's code on CPU-drawn WebGL (headless
  // Chromium): over a minute on a loaded machine recording traces.
  await expect(page).toHaveURL(/\/asset\/0x[0-9a-fA-F]{40}\/\d+$/, { timeout: 180_000 });
  await expect(page.getByRole("heading", { name })).toBeVisible();
  const [, collection, tokenId] = /\/asset\/(0x[0-9a-fA-F]{40})\/(\d+)$/.exec(new URL(page.url()).pathname)!;
  return {
    collection: collection as `0x${string}`,
    tokenId: tokenId!,
    path: `/asset/${collection}/${tokenId}`,
  };
}
