import type { ModelViewerElement } from "@google/model-viewer";
import { hasWebGL } from "@/features/assets/components/model-viewer/webgl-support";

/** The poster's side in image pixels: enough for a card at 3× and an asset page's Nft View. */
export const POSTER_PIXELS = 768;
// A glb the server accepted loads in seconds; past this the viewer is stuck (a lost WebGL context).
const LOAD_TIMEOUT_MS = 60_000;
// model-viewer draws the loaded model on its next animation frames; the blob is read after them.
const DRAW_TIMEOUT_MS = 15_000;
const FRAMES_AFTER_LOAD = 3;

const nextFrames = (count: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(count);
  });

/**
 * A still image of a glb model, as the 3D viewer shows it (model-viewer's default framing and neutral
 * lighting, transparent background), rendered by a model-viewer the creator does not see: it
 * must be in the viewport to be drawn, so it sits there transparent and out of reach.
 * `onProgress` gets 0 to 1 while the model loads; the rejection's message is a reason a creator
 * can read. The create-asset form gets it from its page (features do not import each other).
 */
export async function captureModelPoster(model: File, onProgress: (fraction: number) => void): Promise<Blob> {
  if (!hasWebGL()) throw new Error("this browser cannot draw 3D (WebGL is off)");
  await import("@/features/assets/components/model-viewer/poster-viewer-runtime");
  // On a slow device model-viewer draws at a lower scale, and toBlob() then returns a corner of
  // the drawing: full scale while the poster is drawn.
  const viewerClass = customElements.get("model-viewer") as unknown as { minimumRenderScale: number };
  const minimumRenderScale = viewerClass.minimumRenderScale;
  viewerClass.minimumRenderScale = 1;
  const url = URL.createObjectURL(model);
  const viewer: ModelViewerElement = document.createElement("model-viewer");
  const side = `${POSTER_PIXELS / (window.devicePixelRatio || 1)}px`;
  viewer.setAttribute("aria-hidden", "true");
  viewer.setAttribute("loading", "eager");
  viewer.setAttribute("interaction-prompt", "none");
  Object.assign(viewer.style, {
    position: "fixed",
    left: "0",
    top: "0",
    width: side,
    height: side,
    opacity: "0",
    pointerEvents: "none",
    zIndex: "-1",
    background: "transparent",
  });
  try {
    const loaded = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("the model took too long to draw")), LOAD_TIMEOUT_MS);
      viewer.addEventListener("progress", (event) =>
        onProgress((event as unknown as CustomEvent<{ totalProgress: number }>).detail.totalProgress),
      );
      viewer.addEventListener("load", () => {
        clearTimeout(timer);
        resolve();
      });
      viewer.addEventListener("error", () => {
        clearTimeout(timer);
        reject(new Error("the model could not be drawn"));
      });
    });
    document.body.append(viewer);
    viewer.src = url;
    await loaded;
    // Bounded too: a drawing that never ends (seen under headless software WebGL) must not hold
    // up the asset's creation.
    return await Promise.race([
      nextFrames(FRAMES_AFTER_LOAD).then(() => viewer.toBlob({ mimeType: "image/png" })),
      new Promise<never>((_resolve, reject) =>
        setTimeout(() => reject(new Error("the model took too long to draw")), DRAW_TIMEOUT_MS),
      ),
    ]);
  } finally {
    viewerClass.minimumRenderScale = minimumRenderScale;
    viewer.remove();
    URL.revokeObjectURL(url);
  }
}
