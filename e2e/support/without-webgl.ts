import type { BrowserContext } from "@playwright/test";

/**
 * The context's pages get no WebGL context, as in a browser with WebGL turned off: asset pages show
 * the Model View's "WebGL is turned off" message and the image, and never draw the model. For the
 * journeys that are not about the viewer (the model-viewer specs are): headless Chromium draws WebGL
 * in software, where an asset page's first draw holds the page's thread for seconds and the GPU
 * process took 40% of the CPU of a journey with three browsers on asset pages.
 */
export async function withoutWebGL(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const prototype = HTMLCanvasElement.prototype as unknown as Record<string, unknown>;
    const getContext = prototype.getContext as (this: HTMLCanvasElement, ...args: unknown[]) => unknown;
    prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      return /webgl/i.test(type) ? null : getContext.call(this, type, ...rest);
    };
  });
}
