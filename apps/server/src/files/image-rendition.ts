import sharp from "sharp";
import { MAX_INPUT_PIXELS, type ImageFacts } from "./image-facts.ts";

export type RenditionSize = { width?: number; height?: number };
export type RenditionFormat = "png" | "jpeg" | "gif" | "webp";
export type Rendition = { bytes: Buffer; format: RenditionFormat };

// A rendition is never larger than this on either side, asked for or not.
export const MAX_RENDITION_SIZE = 2048;

/** SVG is rasterised (never served as active content); other formats keep theirs. */
export const renditionFormatOf = (format: ImageFacts["format"]): RenditionFormat =>
  format === "svg" ? "png" : format;

/**
 * Resizes to fit inside `size` keeping the aspect ratio (like a CDN's "scale-down"): a raster image
 * is never enlarged, an SVG is drawn at the density that gives the size asked for.
 */
export async function renderImage(input: Buffer, facts: ImageFacts, size: RenditionSize): Promise<Rendition> {
  // With no size asked, the image's own size (an SVG's width and height), within the bound.
  const asked = size.width !== undefined || size.height !== undefined;
  const width = Math.min(size.width ?? (asked ? MAX_RENDITION_SIZE : facts.width), MAX_RENDITION_SIZE);
  const height = Math.min(size.height ?? (asked ? MAX_RENDITION_SIZE : facts.height), MAX_RENDITION_SIZE);
  const format = renditionFormatOf(facts.format);
  const vector = facts.format === "svg";
  const scale = Math.min(width / facts.width, height / facts.height);
  const image = sharp(input, {
    limitInputPixels: MAX_INPUT_PIXELS,
    animated: facts.format === "gif" || facts.format === "webp",
    // librsvg draws SVG at 72 dpi by default; a larger density keeps an enlarged icon sharp.
    ...(vector ? { density: Math.min(72 * Math.max(scale, 1), 72 * 32) } : {}),
  });
  const bytes = await image
    .resize({ width, height, fit: "inside", withoutEnlargement: !vector })
    .toFormat(format)
    .toBuffer();
  return { bytes, format };
}
