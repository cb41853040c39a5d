import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { imageNotDrawn } from "./image-not-drawn.ts";
import { MAX_INPUT_PIXELS, SVG_DRAWING_START_MS, SVG_RASTER_SIZE } from "./image-work-limits.ts";

const DRAWING_PROCESS = fileURLToPath(new URL("./svg-raster-process.mjs", import.meta.url));
// librsvg draws at 72 dpi; sharp takes densities from 1 to 100,000.
const BASE_DENSITY = 72;
// A PNG of SVG_RASTER_SIZE² RGBA pixels, stored uncompressed, with room for its chunks.
const MAX_PNG_BYTES = SVG_RASTER_SIZE * SVG_RASTER_SIZE * 4 * 1.1;
// What the drawing process writes to stderr once it has the SVG and starts drawing.
const DRAWING_STARTS = "drawing\n";

/** The PNG size of an SVG of `declared` size: its aspect kept, the longer side SVG_RASTER_SIZE. */
export function svgRasterSize(declared: { width: number; height: number }) {
  const scale = SVG_RASTER_SIZE / Math.max(declared.width, declared.height);
  return {
    width: Math.max(1, Math.round(declared.width * scale)),
    height: Math.max(1, Math.round(declared.height * scale)),
    density: Math.min(Math.max(BASE_DENSITY * scale, 1), 100_000),
  };
}

/**
 * Draws `svg` as a PNG of svgRasterSize in a child process of its own, killed once the drawing
 * has taken `limitMs` or when `signal` aborts: librsvg cannot be interrupted inside this
 * process, and a draw left running here would hold a thread of libuv's pool and keep the process
 * from exiting. Rejects with imageNotDrawn when the SVG is too slow or cannot be drawn, with the
 * signal's reason when aborted.
 */
export function rasteriseSvg(
  svg: Buffer,
  declared: { width: number; height: number },
  options: { limitMs: number; signal?: AbortSignal },
): Promise<Buffer> {
  const { signal, limitMs } = options;
  signal?.throwIfAborted();
  // The child also kills itself a little later, should this process die without killing it.
  const drawing = {
    ...svgRasterSize(declared),
    maxPixels: MAX_INPUT_PIXELS,
    limitMs: SVG_DRAWING_START_MS + limitMs + 1000,
  };
  const child = spawn(process.execPath, [DRAWING_PROCESS, JSON.stringify(drawing)], {
    stdio: ["pipe", "pipe", "pipe"],
  });

  return new Promise<Buffer>((resolve, reject) => {
    const png: Buffer[] = [];
    let pngBytes = 0;
    let stderr = "";
    let drawingStarted = false;
    let refusal: Error | undefined;
    const stop = (reason: Error) => {
      refusal ??= reason;
      child.kill("SIGKILL");
    };
    let timer = setTimeout(() => stop(imageNotDrawn("drawing process did not start")), SVG_DRAWING_START_MS);
    const abort = () => stop(signal?.reason as Error);
    signal?.addEventListener("abort", abort, { once: true });

    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString("utf8")).slice(0, 500);
      if (drawingStarted || !stderr.startsWith(DRAWING_STARTS)) return;
      drawingStarted = true;
      clearTimeout(timer);
      timer = setTimeout(() => stop(imageNotDrawn(`not drawn within ${limitMs} ms`)), limitMs);
    });
    child.stdout.on("data", (chunk: Buffer) => {
      pngBytes += chunk.length;
      if (pngBytes > MAX_PNG_BYTES) return stop(imageNotDrawn("drawing larger than expected"));
      png.push(chunk);
    });
    // The child may be gone before it read everything (killed, or refused the SVG early).
    child.stdin.on("error", () => undefined);
    child.stdin.end(svg);

    const settle = (error?: Error) => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", abort);
      if (refusal !== undefined) reject(refusal);
      else if (error !== undefined) reject(error);
      else resolve(Buffer.concat(png));
    };
    child.on("error", settle);
    child.on("close", (code) =>
      settle(code === 0 ? undefined : imageNotDrawn(stderr.replace(DRAWING_STARTS, "") || `exit ${code}`)),
    );
  });
}
