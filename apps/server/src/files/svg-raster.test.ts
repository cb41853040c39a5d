import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { rasteriseSvg, svgRasterSize } from "./svg-raster.ts";
import { drawingProcesses, heavyFilterSvg } from "../testing/file-fixtures/drawing-processes.ts";

// An SVG that cannot be drawn in time is the file's fault: refused 422, never a server error.
const NOT_DRAWN = { name: "ServiceError", code: "IMAGE_TOO_COMPLEX", status: 422 };

describe("rasteriseSvg", () => {
  test("draws an SVG as a PNG whose longer side is 2048, its aspect kept", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#c00"/></svg>',
    );
    expect(svgRasterSize({ width: 40, height: 20 })).toMatchObject({ width: 2048, height: 1024 });
    const png = await rasteriseSvg(svg, { width: 40, height: 20 }, { limitMs: 60_000 });
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 2048, height: 1024 });
  });

  test("gives up on an SVG of heavy filters at the time limit and leaves no process drawing it", async () => {
    const svg = await heavyFilterSvg();
    expect(svg.length).toBeLessThanOrEqual(4096);
    const started = performance.now();
    await expect(rasteriseSvg(svg, { width: 512, height: 512 }, { limitMs: 1500 })).rejects.toMatchObject(
      NOT_DRAWN,
    );
    // The limit counts from the start of the drawing, after node and sharp load (about 1 s here).
    expect(performance.now() - started).toBeLessThan(1500 + 4000);
    expect(await drawingProcesses()).toEqual([]);
  });

  test("kills the drawing at once when its signal aborts", async () => {
    const abort = new AbortController();
    const drawing = rasteriseSvg(
      await heavyFilterSvg(),
      { width: 512, height: 512 },
      {
        limitMs: 60_000,
        signal: abort.signal,
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await drawingProcesses()).toHaveLength(1);
    const started = performance.now();
    abort.abort(new Error("server closing"));
    await expect(drawing).rejects.toThrow("server closing");
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await drawingProcesses()).toEqual([]);
  });

  test("refuses what librsvg cannot read", async () => {
    await expect(
      rasteriseSvg(Buffer.from("<svg><unclosed"), { width: 10, height: 10 }, { limitMs: 60_000 }),
    ).rejects.toMatchObject(NOT_DRAWN);
  });
});
