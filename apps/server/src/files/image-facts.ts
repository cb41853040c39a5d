import sharp from "sharp";

// Spec section 5: png, jpeg, gif, webp and svg+xml, decided by what the bytes are (sharp reads
// them), never by the name or the type the browser sent.
export const IMAGE_FORMATS = ["png", "jpeg", "gif", "webp", "svg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
};

// An 8 MB file can declare a canvas of billions of pixels (a decompression bomb); 50 megapixels is
// far beyond any avatar, banner or asset image.
export const MAX_INPUT_PIXELS = 50_000_000;

export type ImageFacts = { format: ImageFormat; width: number; height: number };

const isImageFormat = (format: string | undefined): format is ImageFormat =>
  (IMAGE_FORMATS as readonly (string | undefined)[]).includes(format);

/** What the image is, or null when it is not one of the accepted formats or cannot be decoded. */
export async function readImageFacts(input: string | Buffer): Promise<ImageFacts | null> {
  try {
    const { format, width, height } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!isImageFormat(format) || !width || !height || width * height > MAX_INPUT_PIXELS) return null;
    // The header can be fine while the pixel data is not: decode it once, into a tiny thumbnail.
    await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ width: 32, height: 32, fit: "inside" })
      .toBuffer();
    return { format, width, height };
  } catch {
    return null;
  }
}

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
