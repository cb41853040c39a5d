import { IMAGE_DRAW_SECONDS } from "@meshlink/domain/constants/image-limits";
import sharp from "sharp";
import { isAnimatable, withinDrawTime, type ImageFacts } from "./image-facts.ts";
import { MAX_INPUT_PIXELS } from "./image-work-limits.ts";

export type RenditionSize = { width?: number; height?: number };
type RenditionFormat = "png" | "jpeg" | "gif" | "webp";
type Rendition = { bytes: Buffer; format: RenditionFormat };

// A rendition is never larger than this on either side, asked for or not.
const MAX_RENDITION_SIZE = 2048;

/** SVG is rasterised (never served as active content); other formats keep theirs. */
export const renditionFormatOf = (format: ImageFacts["format"]): RenditionFormat =>
  format === "svg" ? "png" : format;

/**
 * Resizes a raster image (an upload, or an SVG's raster made at upload) to fit inside `size`
 * keeping the aspect ratio, like a CDN's "scale-down": never enlarged, an unset side unbounded up
 * to MAX_RENDITION_SIZE. Never given an SVG: drawing one is rasteriseSvg's, in its own process.
 * Bounded like every image job: pixels, and time (imageNotDrawn past it).
 */
export async function renderImage(
  input: Buffer,
  format: RenditionFormat,
  size: RenditionSize,
): Promise<Rendition> {
  const width = Math.min(size.width ?? MAX_RENDITION_SIZE, MAX_RENDITION_SIZE);
  const height = Math.min(size.height ?? MAX_RENDITION_SIZE, MAX_RENDITION_SIZE);
  const bytes = await withinDrawTime(
    sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: isAnimatable(format) })
      .resize({ width, height, fit: "inside", withoutEnlargement: true })
      .toFormat(format)
      .timeout({ seconds: IMAGE_DRAW_SECONDS })
      .toBuffer(),
  );
  return { bytes, format };
}
