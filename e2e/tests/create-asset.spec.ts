import { expect, test } from "@playwright/test";
import { join } from "node:path";
import { showModel } from "../support/model-render.ts";
import { followAuthModalToRegister, registerAndVerify } from "../support/registration.ts";
import { connectDemoWallet } from "../support/wallet.ts";
import { buildZip } from "../support/zip.ts";

// Spec section 4 "Creating" on the real stack: anvil's chain 31337, the Demo wallet signing the
// createCollection and createNFT transactions, the server's uploads, IPFS store and records.
const glbPath = join(import.meta.dirname, "..", "..", "testdata", "gltf", "real", "BoxVertexColors.glb");

test("a creator creates a collection, then an asset with a glb and a zip, and sees its views", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.goto("/");
  await connectDemoWallet(page, 4);
  await followAuthModalToRegister(page);
  await registerAndVerify(page, "Crate Works", "Creator");

  const name = `Crates ${Date.now()}`;
  await page.goto("/collection/create");
  const collectionForm = page.getByRole("form", { name: "Create collection" });
  await collectionForm.getByRole("button", { name: "Create collection" }).click();
  await expect(collectionForm.getByText("Name is required")).toBeVisible();
  await expect(collectionForm.getByLabel("Name")).toBeFocused();
  await collectionForm.getByLabel("Name").fill(name);
  await collectionForm.getByLabel("Symbol").fill("CRATE");
  await collectionForm.getByRole("radio", { name: "Multiple 1155" }).check();
  await expect(collectionForm.getByLabel("Blockchain")).toHaveValue("31337");
  await collectionForm.getByRole("textbox", { name: "Description" }).fill("Wooden crates for every game.");
  await collectionForm.getByLabel("Website").fill("https://crates.example.com");
  await collectionForm.getByRole("button", { name: "Create collection" }).click();
  await expect(page).toHaveURL(new RegExp(`/collection/${encodeURIComponent(name)}/`), { timeout: 60_000 });

  await page.goto("/asset/create");
  const assetForm = page.getByRole("form", { name: "Create asset" });
  await assetForm.getByRole("button", { name: "Create asset" }).click();
  await expect(assetForm.getByText("No polygon count provided.")).toBeVisible();
  await expect(assetForm.getByText("Category is required")).toBeVisible();
  await expect(assetForm.getByLabel("Collection")).toBeFocused();

  const collectionOption = assetForm.getByLabel("Collection").locator("option", { hasText: name });
  await expect(collectionOption).toHaveCount(1);
  await assetForm.getByLabel("Collection").selectOption((await collectionOption.getAttribute("value")) ?? "");
  await assetForm.getByLabel("Name").fill("Box crate");
  await assetForm.getByLabel("Category").selectOption({ label: "Props" });
  const genres = assetForm.getByRole("group", { name: "Genres" });
  for (const genre of ["Stylised", "Fantasy", "Sci-fi"]) await genres.getByLabel(genre).check();
  await expect(genres.getByLabel("Horror")).toBeDisabled();
  await assetForm.getByLabel("Description").fill("A **vertex-coloured** box.");
  await assetForm.getByRole("button", { name: "Increase supply" }).click();
  await assetForm.getByRole("button", { name: "Add property" }).click();
  await assetForm.getByLabel("Property 1 name").fill("Style");
  await assetForm.getByLabel("Property 1 value").fill("Low poly");
  await assetForm.getByLabel("Polygon count").fill("12");
  await assetForm.getByLabel("Preview model (glb)").setInputFiles(glbPath);
  await assetForm.getByLabel("Source files (zip)").setInputFiles({
    name: "box-crate.zip",
    mimeType: "application/zip",
    buffer: buildZip({ "box-crate/readme.txt": "Box crate source files", "box-crate/notes.md": "# Notes" }),
  });
  await assetForm.getByRole("button", { name: "Create asset" }).click();

  // The token image is drawn from the model on CPU-drawn WebGL first (see createAsset).
  await expect(page.getByText("You have successfully uploaded the files!")).toBeVisible({ timeout: 180_000 });
  await expect(page).toHaveURL(/\/asset\/0x[0-9a-fA-F]{40}\/\d+$/, { timeout: 60_000 });
  await expect(page.getByRole("heading", { name: "Box crate" })).toBeVisible();
  // No image was given: the token image is the model, drawn by the form (not a blank square).
  await page.getByRole("tab", { name: "Nft View" }).click();
  const tokenImage = page.getByRole("tabpanel").locator('img[src*="/api/images/"]').first();
  await expect(tokenImage).toBeVisible();
  const drawn = await tokenImage.evaluate(async (element: HTMLImageElement) => {
    const image = new Image();
    image.src = element.currentSrc || element.src;
    await image.decode();
    const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight);
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let opaque = 0;
    for (let index = 3; index < data.length; index += 4) if (data[index]! > 0) opaque += 1;
    return { side: image.naturalWidth, opaqueShare: opaque / (data.length / 4) };
  });
  expect(drawn.side).toBeGreaterThan(0);
  expect(drawn.opaqueShare).toBeGreaterThan(0.05);
  await page.getByRole("tab", { name: "Model View" }).click();
  await showModel(page);
  // The viewer's code (three.js) is fetched only now, on the visitor's go: slow on a busy machine.
  await expect(page.locator("model-viewer")).toBeAttached({ timeout: 60_000 });
  await page.getByRole("tab", { name: "Archive View" }).click();
  await expect(page.getByRole("tabpanel").getByText("box-crate")).toBeVisible();
});
