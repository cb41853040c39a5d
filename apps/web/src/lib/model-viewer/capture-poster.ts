import { graphicsSupport } from "@/lib/model-viewer/webgl-support";

/** Token images are square; the seed's posters are drawn at the same size (seed/posters). */
export const POSTER_SIDE = 512;
/** A model that does not load by then gets no poster rather than holding the submission. */
const LOAD_TIMEOUT_MS = 60_000;

/**
 * A PNG of `model` as the Model View first frames it (model-viewer's default camera and neutral
 * lighting, transparent background), for a token the creator gave no image. null where this
 * browser cannot draw WebGL, or the model does not load: the asset is then created without one.
 * The viewer's code loads only here, when it is needed.
 */
export async function captureModelPoster(model: Blob, side = POSTER_SIDE): Promise<File | null> {
  if (graphicsSupport() === "none") return null;
  await import("@/lib/model-viewer/load-model-viewer");
  const viewer = document.createElement("model-viewer");
  // Drawn at full scale: a slow renderer otherwise draws smaller and toBlob cuts a corner off. The
  // setting is the element class's, so the page's own viewers get theirs back afterwards.
  const elementClass = customElements.get("model-viewer") as unknown as { minimumRenderScale: number };
  const renderScale = elementClass.minimumRenderScale;
  elementClass.minimumRenderScale = 1;
  viewer.setAttribute("loading", "eager");
  viewer.setAttribute("interaction-prompt", "none");
  viewer.setAttribute("aria-hidden", "true");
  // In the viewport (model-viewer draws only what could be seen) but invisible and inert.
  viewer.style.cssText = `position:fixed;left:0;top:0;width:${side}px;height:${side}px;opacity:0;pointer-events:none;z-index:-1;background:transparent`;
  const url = URL.createObjectURL(model);
  try {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const loaded = new Promise<boolean>((resolve) => {
      viewer.addEventListener("load", () => resolve(true), { once: true });
      viewer.addEventListener("error", () => resolve(false), { once: true });
      timer = setTimeout(() => resolve(false), LOAD_TIMEOUT_MS);
    });
    document.body.append(viewer);
    viewer.src = url;
    const drawn = await loaded;
    clearTimeout(timer);
    if (!drawn) return null;
    // A few frames, so the first drawing (shaders, lighting) is complete before it is read back.
    for (let frame = 0; frame < 3; frame += 1) await new Promise(requestAnimationFrame);
    const png = await viewer.toBlob({ mimeType: "image/png" });
    return new File([png], "poster.png", { type: "image/png" });
  } catch {
    return null;
  } finally {
    elementClass.minimumRenderScale = renderScale;
    viewer.remove();
    URL.revokeObjectURL(url);
  }
}
