// Spec section 5: "max 8,000,000 bytes" — decimal megabytes, which is why the message says 8MB.
export const IMAGE_MAX_BYTES = 8_000_000;

export const IMAGE_ALLOWED_TYPES = [
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "image/svg+xml",
] as const;

// Spec section 5: avatar crops are square and round; banners are 7:1.
export const AVATAR_CROP_ASPECT = 1;
export const BANNER_CROP_ASPECT = 7;

// The sizes images are rendered at (GET /api/images/{key}?w=&h=, spec section 9): an asked width
// or height is rounded up to the next of these, so each image has at most 13 × 13 renditions
// (each side one of these or unset) however many sizes are asked for, and a rendition is never
// smaller than asked. Ask for one of these to get exactly what is served.
export const IMAGE_RENDITION_SIZES = [32, 64, 96, 128, 192, 256, 384, 512, 768, 1024, 1536, 2048] as const;

// Not in the spec: the time an image may take to be drawn (an SVG rasterised at upload, a
// rendition resized); past it the image is refused (docs/decisions/005-file-storage.md).
export const IMAGE_DRAW_SECONDS = 5;
