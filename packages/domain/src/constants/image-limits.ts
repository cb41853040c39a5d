// Spec section 5: "max 8,000,000 bytes" — decimal megabytes, which is why the message says 8MB.
export const IMAGE_MAX_BYTES = 8_000_000;

export const IMAGE_ALLOWED_TYPES = [
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "image/svg+xml",
] as const;
export type ImageType = (typeof IMAGE_ALLOWED_TYPES)[number];

// Spec section 5: avatar crops are square and round; banners are 7:1.
export const AVATAR_CROP_ASPECT = 1;
export const BANNER_CROP_ASPECT = 7;
