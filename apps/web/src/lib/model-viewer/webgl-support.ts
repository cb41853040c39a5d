/** How this browser draws WebGL, which <model-viewer> needs. */
export type Graphics = "hardware" | "software" | "none";

// Renderers that draw on the CPU: Chrome's SwiftShader, Mesa's llvmpipe and softpipe, Windows' Basic
// Render Driver. Their first frame of a model (shader compiles, the lighting's prefilter) holds the
// page's thread for seconds.
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/**
 * "none" where WebGL is missing or turned off (a browser flag or policy, a blocklisted graphics
 * driver) or creating a context throws; "software" where the browser says drawing would be slow
 * (failIfMajorPerformanceCaveat) or names a CPU renderer; else "hardware". Each probe's context is
 * released at once: browsers keep only a few live WebGL contexts per page and drop the oldest.
 */
export function detectGraphics(createCanvas: () => HTMLCanvasElement): Graphics {
  const fast = probe(createCanvas, { failIfMajorPerformanceCaveat: true });
  if (fast !== undefined && !SOFTWARE_RENDERER.test(fast)) return "hardware";
  return fast !== undefined || probe(createCanvas, {}) !== undefined ? "software" : "none";
}

/** The renderer's name ("" when the browser hides it), or undefined without a context. */
function probe(createCanvas: () => HTMLCanvasElement, attributes: WebGLContextAttributes) {
  try {
    const canvas = createCanvas();
    const context = canvas.getContext("webgl2", attributes) ?? canvas.getContext("webgl", attributes);
    if (!context) return undefined;
    const info = context.getExtension("WEBGL_debug_renderer_info");
    const renderer = info ? String(context.getParameter(info.UNMASKED_RENDERER_WEBGL)) : "";
    context.getExtension("WEBGL_lose_context")?.loseContext();
    return renderer;
  } catch {
    return undefined;
  }
}

let detected: Graphics | undefined;

/** What an earlier probe of this document found; undefined before the first. */
export const knownGraphics = (): Graphics | undefined => detected;

/** detectGraphics for this document, probed once; no probe where the API itself is missing. */
export function graphicsSupport(): Graphics {
  detected ??=
    typeof WebGLRenderingContext === "undefined"
      ? "none"
      : detectGraphics(() => document.createElement("canvas"));
  return detected;
}
