import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import type { FileStores } from "../../files/file-stores.ts";
import { imageNotDrawn, isImageNotDrawn } from "../../files/image-not-drawn.ts";
import type { ImageWork } from "../../files/image-work.ts";
import { IMAGE_DRAW_MS } from "../../files/image-work-limits.ts";
import { rasteriseSvg } from "../../files/svg-raster.ts";

type SvgImage = { key: string; width: number; height: number };
type Deps = { stores: FileStores; images: ImageWork };

/** Where the PNG an SVG was drawn as is kept, beside the SVG itself (never served as such). */
export const svgRasterKey = (key: string): string => `${key}.raster.png`;
// Marks an SVG that could not be drawn, so that no request draws it again.
const refusedKey = (key: string): string => `${key}.raster-refused`;

/** Draws an uploaded SVG once, as image work, and keeps the PNG; imageNotDrawn when it cannot. */
export async function storeSvgRaster(deps: Deps, image: SvgImage, svg: Buffer, signal?: AbortSignal) {
  const png = await deps.images.run(
    (jobSignal) => rasteriseSvg(svg, image, { limitMs: IMAGE_DRAW_MS, signal: jobSignal }),
    signal,
  );
  await deps.stores.blobs.put(svgRasterKey(image.key), Readable.from([png]));
}

/**
 * The key of an SVG's PNG. An SVG stored before SVGs were drawn at upload is drawn here, once
 * (callers asking at the same time share the draw), under the same bounds; one that cannot be
 * drawn is marked and refused from then on without drawing it again.
 */
export async function findSvgRaster(
  deps: Deps,
  image: SvgImage,
  signal?: AbortSignal,
): Promise<string | null> {
  const { blobs } = deps.stores;
  const rasterKey = svgRasterKey(image.key);
  if (await blobs.stat(rasterKey)) return rasterKey;
  if (await blobs.stat(refusedKey(image.key))) throw imageNotDrawn("refused before");
  const stored = await deps.images.once(
    rasterKey,
    async (jobSignal) => {
      if (await blobs.stat(rasterKey)) return true;
      const svg = await blobs.get(image.key);
      if (!svg) return false;
      try {
        const png = await rasteriseSvg(await buffer(svg), image, {
          limitMs: IMAGE_DRAW_MS,
          signal: jobSignal,
        });
        await blobs.put(rasterKey, Readable.from([png]));
        return true;
      } catch (error) {
        if (isImageNotDrawn(error)) await blobs.put(refusedKey(image.key), Readable.from([]));
        throw error;
      }
    },
    signal,
  );
  return stored ? rasterKey : null;
}
