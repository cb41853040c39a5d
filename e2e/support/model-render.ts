import { expect, type Locator, type Page } from "@playwright/test";

/** What the rendered image of a <model-viewer> holds (its background is transparent). */
export type RenderedImage = {
  /** Share of the pixels the model covers (not transparent), 0 to 1. */
  covered: number;
  /** Distinct colours among them, on a 16-level grid per channel. */
  colours: number;
  /** Mean saturation (HSV, 0 to 1) of the covered pixels. */
  saturation: number;
};

/**
 * Records every <model-viewer> load and error event of the page from its first script on, in
 * window.__modelEvents, with every Content Security Policy violation in window.__cspViolations.
 */
export async function recordModelEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as { __modelEvents: string[]; __cspViolations: string[] };
    scope.__modelEvents = [];
    scope.__cspViolations = [];
    for (const type of ["load", "error"]) {
      document.addEventListener(
        type,
        (event) => {
          if ((event.target as Element | null)?.tagName === "MODEL-VIEWER") scope.__modelEvents.push(type);
        },
        true,
      );
    }
    document.addEventListener("securitypolicyviolation", (event) => {
      scope.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

export const modelEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { __modelEvents: string[] }).__modelEvents);

/**
 * Forgets the events so far: creating an asset without an image draws its poster in a viewer of its
 * own, whose load must not pass for the Model View's.
 */
export const forgetModelEvents = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __modelEvents: string[] }).__modelEvents.length = 0;
  });

export const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

/** Waits for the page's model to load (a load event, no error event), however slow the machine. */
export async function expectModelLoaded(page: Page): Promise<void> {
  await expect
    .poll(() => modelEvents(page), { timeout: 180_000, message: "model-viewer's load event" })
    .toContain("load");
  expect(await modelEvents(page)).not.toContain("error");
}

/** The image the viewer draws now, read back through model-viewer's toBlob(). */
export function renderedImage(viewer: Locator): Promise<RenderedImage> {
  return viewer.evaluate(async (element) => {
    const blob = await (element as HTMLElement & { toBlob: () => Promise<Blob> }).toBlob();
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d")!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let covered = 0;
    let saturation = 0;
    const colours = new Set<number>();
    for (let index = 0; index < data.length; index += 4) {
      if (data[index + 3]! < 32) continue;
      const [red, green, blue] = [data[index]!, data[index + 1]!, data[index + 2]!];
      covered += 1;
      const max = Math.max(red, green, blue);
      saturation += max === 0 ? 0 : (max - Math.min(red, green, blue)) / max;
      colours.add(((red >> 4) << 8) | ((green >> 4) << 4) | (blue >> 4));
    }
    return {
      covered: covered / (data.length / 4),
      colours: colours.size,
      saturation: covered === 0 ? 0 : saturation / covered,
    };
  });
}

/**
 * Headless Chromium draws WebGL in software, where the Model View shows the image and waits for
 * the visitor's go before loading the model: gives it.
 */
export async function showModel(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Show the 3D model" }).click();
}
