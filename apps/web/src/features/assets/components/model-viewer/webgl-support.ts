/**
 * Whether this browser can draw with WebGL, which <model-viewer> needs. False where WebGL is
 * missing or turned off (a browser flag or policy, a blocklisted graphics driver), and where
 * creating a context throws. The probe's context is released at once: browsers keep only a few
 * live WebGL contexts per page and drop the oldest.
 */
export function detectWebGL(createCanvas: () => HTMLCanvasElement): boolean {
  try {
    const canvas = createCanvas();
    const context = canvas.getContext("webgl2") ?? canvas.getContext("webgl");
    if (!context) return false;
    context.getExtension("WEBGL_lose_context")?.loseContext();
    return true;
  } catch {
    return false;
  }
}

let detected: boolean | undefined;

/** detectWebGL for this document, probed once; no probe where the API itself is missing. */
export function hasWebGL(): boolean {
  detected ??=
    typeof WebGLRenderingContext !== "undefined" && detectWebGL(() => document.createElement("canvas"));
  return detected;
}
