import { IMAGE_DRAW_SECONDS } from "@meshlink/domain/constants/image-limits";
import sharp from "sharp";
import { imageNotDrawn, isImageNotDrawn } from "./image-not-drawn.ts";
import { MAX_ANIMATION_FRAMES, MAX_INPUT_PIXELS } from "./image-work-limits.ts";

// Spec section 5: png, jpeg, gif, webp and svg+xml, decided by what the bytes are (sharp reads
// them), never by the name or the type the browser sent.
const IMAGE_FORMATS = ["png", "jpeg", "gif", "webp", "svg"] as const;
type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
};

export type ImageFacts = { format: ImageFormat; width: number; height: number };

const isImageFormat = (format: string | undefined): format is ImageFormat =>
  (IMAGE_FORMATS as readonly (string | undefined)[]).includes(format);

/**
 * What the image is, or null when it is not one of the accepted formats, cannot be decoded, or
 * is past the bounds of image work (image-work-limits.ts): too many pixels counting every frame,
 * too many frames, or too slow to decode. An SVG is only parsed here; drawing it is
 * rasteriseSvg's, in a process of its own.
 */
export async function readImageFacts(input: string | Buffer): Promise<ImageFacts | null> {
  try {
    const {
      format,
      width,
      height,
      pages = 1,
    } = await sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
    }).metadata();
    if (!isImageFormat(format) || !width || !height) return null;
    if (pages > MAX_ANIMATION_FRAMES || width * height * pages > MAX_INPUT_PIXELS) return null;
    if (format !== "svg") await decodeOnce(input, format);
    return { format, width, height };
  } catch (error) {
    if (isImageNotDrawn(error)) throw error;
    return null;
  }
}

// The header can be fine while the pixel data is not: decode it once, every frame of an
// animation, into a tiny thumbnail, within the time of image work.
async function decodeOnce(input: string | Buffer, format: ImageFormat) {
  await withinDrawTime(
    sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: isAnimatable(format) })
      .resize({ width: 32, height: 32, fit: "inside" })
      .timeout({ seconds: IMAGE_DRAW_SECONDS })
      .toBuffer(),
  );
}

/** sharp's timeout (checked between tiles of a raster image) as imageNotDrawn. */
export async function withinDrawTime<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof Error && error.message.startsWith("timeout")) throw imageNotDrawn(error.message);
    throw error;
  }
}

/** Formats that may hold several frames, kept as animations in renditions. */
export const isAnimatable = (format: ImageFormat): boolean => format === "gif" || format === "webp";

const SIGNATURES = [
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF8
  [0x52, 0x49, 0x46, 0x46], // RIFF (WebP)
];

/**
 * A guess from the first bytes alone, for an upload refused as too large before it was all read:
 * may it be an accepted image? SVG is text, so anything starting with "<" (after a BOM or
 * whitespace) may be.
 */
export function mayBeImage(head: Uint8Array): boolean {
  if (SIGNATURES.some((signature) => signature.every((byte, index) => head[index] === byte))) return true;
  return /^(\uFEFF)?\s*</.test(Buffer.from(head).toString("utf8"));
}
