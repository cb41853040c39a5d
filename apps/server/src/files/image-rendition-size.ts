import { IMAGE_RENDITION_SIZES } from "@meshlink/domain/constants/image-limits";
import type { RenditionSize } from "./image-rendition.ts";

const LARGEST = IMAGE_RENDITION_SIZES[IMAGE_RENDITION_SIZES.length - 1] ?? 2048;

/** The smallest rendition size at least `size` (the largest one past it). */
export const snapToRenditionSize = (size: number): number =>
  IMAGE_RENDITION_SIZES.find((bucket) => bucket >= size) ?? LARGEST;

/**
 * The size a rendition is made and cached at for the asked one: each side rounded up to its
 * bucket, an unset side left unset. Bounds the renditions a caller can make of one image.
 */
export function bucketedRenditionSize(size: RenditionSize): RenditionSize {
  return {
    width: size.width === undefined ? undefined : snapToRenditionSize(size.width),
    height: size.height === undefined ? undefined : snapToRenditionSize(size.height),
  };
}
