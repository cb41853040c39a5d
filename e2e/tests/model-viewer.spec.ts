import { expect, test, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../support/chromium.ts";
import { expectModelLoaded, recordModelEvents, renderedImage, showModel } from "../support/model-render.ts";

// The asset page's 3D viewer on a seeded creature (rigged, with Idle, Walk and Roar animations).
const CREATURE = "Mire Serpent";

async function openCreature(page: Page): Promise<void> {
  // Found by its name: the default sort (Trending) need not keep a seeded asset on page one once
  // other journeys have made proposals and integrations.
  await page.goto(`/browse/assets?q=${encodeURIComponent(CREATURE)}`);
  await page
    .getByRole("link", { name: new RegExp(CREATURE) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: CREATURE })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  test.setTimeout(300_000);
  // No auto-rotate: software WebGL on a busy machine draws only when something changes.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await recordModelEvents(page);
});

test("the model is what a visitor sees first, with loading progress, and the image one click away", async ({
  page,
}) => {
  // The glb is held back until the progress bar has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/download-model-preview/**", async (route) => {
    await held;
    await route.continue();
  });
  await openCreature(page);

  await expect(page.getByRole("tab", { name: "Model View" })).toHaveAttribute("aria-selected", "true");
  // Software WebGL (as here): the image first, and the model on the visitor's go.
  await expect(page.getByText(/draws 3D without a graphics card/)).toBeVisible();
  await expect(page.getByRole("tabpanel").getByRole("img", { name: CREATURE })).toBeVisible();
  await showModel(page);
  const progress = page.getByRole("progressbar", { name: "Loading 3D model" });
  await expect(progress).toBeVisible({ timeout: 60_000 });
  release();
  await expectModelLoaded(page);
  await expect(progress).toBeHidden();
  expect((await renderedImage(page.locator("model-viewer"))).covered).toBeGreaterThan(0.02);

  await page.getByRole("tab", { name: "Nft View" }).click();
  await expect(page.getByRole("tabpanel").getByRole("img", { name: CREATURE })).toBeVisible();
});

test("viewer controls from the keyboard: auto-rotate, shading, lighting, animations, reset camera, fullscreen", async ({
  page,
}) => {
  await openCreature(page);
  await showModel(page);
  await expectModelLoaded(page);
  const viewer = page.locator("model-viewer");
  const toolbar = page.getByRole("toolbar", { name: "3D viewer controls" });

  // Auto-rotate starts off for a visitor who asked for reduced motion, and the hint to drag does not
  // turn the model either; Space turns auto-rotate on and off.
  await expect(viewer).toHaveAttribute("interaction-prompt-style", "basic");
  const rotate = toolbar.getByRole("button", { name: "Auto-rotate" });
  await expect(rotate).toHaveAttribute("aria-pressed", "false");
  await rotate.focus();
  await page.keyboard.press("Space");
  await expect(rotate).toHaveAttribute("aria-pressed", "true");
  await expect(viewer).toHaveAttribute("auto-rotate", "");
  await page.keyboard.press("Space");
  await expect(viewer).not.toHaveAttribute("auto-rotate");

  // Shading: clay takes the colour away, wireframe draws only the edges, textured brings all back.
  const textured = await renderedImage(viewer);
  const chooseInMenu = async (option: string) => {
    await toolbar.getByRole("button", { name: "Shading and lighting" }).focus();
    await page.keyboard.press("Enter");
    const item = page.getByRole("menuitemradio", { name: option, exact: true });
    await expect(item).toBeVisible();
    await item.focus();
    await page.keyboard.press("Enter");
    await expect(item).toBeHidden();
  };
  await chooseInMenu("Clay");
  await expect
    .poll(async () => (await renderedImage(viewer)).saturation)
    .toBeLessThan(textured.saturation / 2);
  await chooseInMenu("Wireframe");
  await expect.poll(async () => (await renderedImage(viewer)).covered).toBeLessThan(textured.covered * 0.8);
  await chooseInMenu("Textured");
  await expect
    .poll(async () => (await renderedImage(viewer)).saturation)
    .toBeGreaterThan(textured.saturation * 0.8);

  // Lighting: a sky drawn in the page (a blob: image), never a download from elsewhere.
  await chooseInMenu("Sunset");
  await expect(viewer).toHaveAttribute("environment-image", /^blob:/);
  await chooseInMenu("Studio");
  await expect(viewer).toHaveAttribute("environment-image", "neutral");

  // The model's animations are listed and play.
  const animation = toolbar.getByLabel("Animation", { exact: true });
  await expect(animation.locator("option")).toHaveText(["Idle", "Walk", "Roar"]);
  await animation.selectOption("Walk");
  await toolbar.getByRole("button", { name: "Play animation" }).click();
  await expect(toolbar.getByRole("button", { name: "Pause animation" })).toBeVisible();
  await expect
    .poll(() => viewer.evaluate((element) => (element as unknown as { currentTime: number }).currentTime))
    .toBeGreaterThan(0);
  expect(
    await viewer.evaluate((element) => (element as unknown as { animationName: string }).animationName),
  ).toBe("Walk");
  await toolbar.getByRole("button", { name: "Pause animation" }).click();

  // Reset camera: after a drag has turned the view, the default orbit comes back.
  const theta = () =>
    viewer.evaluate(
      (element) => (element as unknown as { getCameraOrbit: () => { theta: number } }).getCameraOrbit().theta,
    );
  const box = (await viewer.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 150, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => Math.abs(await theta())).toBeGreaterThan(0.2);
  await toolbar.getByRole("button", { name: "Reset camera" }).click();
  await expect.poll(async () => Math.abs(await theta()), { timeout: 30_000 }).toBeLessThan(0.01);

  // Fullscreen holds the viewer and its controls; the menu opens inside it.
  const fullscreen = toolbar.getByRole("button", { name: "Fullscreen" });
  await fullscreen.click();
  await expect(fullscreen).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => document.fullscreenElement?.querySelector("model-viewer") !== null)).toBe(
    true,
  );
  await toolbar.getByRole("button", { name: "Shading and lighting" }).click();
  await expect(page.getByRole("menuitemradio", { name: "Clay" })).toBeVisible();
  await page.keyboard.press("Escape");
  await fullscreen.click();
  await expect(fullscreen).toHaveAttribute("aria-pressed", "false");

  // AR is offered only where model-viewer can start it (not on a desktop browser).
  await expect(viewer).toHaveAttribute("ar-modes", "webxr scene-viewer quick-look");
  await expect(toolbar.getByRole("button", { name: "View in your space" })).toHaveCount(0);
});

test("on a 375 px Android phone the controls fit the viewer and AR is offered", async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: "reduce",
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  });
  const page = await context.newPage();
  await recordModelEvents(page);
  await openCreature(page);
  await showModel(page);
  await expectModelLoaded(page);

  const toolbar = page.getByRole("toolbar", { name: "3D viewer controls" });
  await expect(toolbar.getByRole("button", { name: "View in your space" })).toBeVisible();
  for (const name of [
    "Play animation",
    "Auto-rotate",
    "Reset camera",
    "Shading and lighting",
    "View in your space",
  ]) {
    const control = await toolbar.getByRole("button", { name }).boundingBox();
    expect(control, name).not.toBeNull();
    expect(control!.x, name).toBeGreaterThanOrEqual(0);
    expect(control!.x + control!.width, name).toBeLessThanOrEqual(375);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await test
    .info()
    .attach("asset page at 375 px", { body: await page.screenshot(), contentType: "image/png" });
  await context.close();
});

test("where WebGL is off, the Model View says so and offers the image; the viewer is not downloaded", async ({
  playwright,
  baseURL,
}) => {
  const browser = await playwright.chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, "--disable-webgl"],
  });
  const page = await browser.newPage({ baseURL });
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await openCreature(page);

  await expect(page.getByRole("tab", { name: "Model View" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("alert").filter({ hasText: "WebGL" })).toContainText(
    "3D preview unavailable: WebGL is turned off",
  );
  await page.getByRole("button", { name: "Show the image instead" }).click();
  await expect(page.getByRole("tab", { name: "Nft View" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").getByRole("img", { name: CREATURE })).toBeVisible();
  expect(scripts.filter((script) => script.includes("model-view"))).toEqual([]);
  await browser.close();
});
