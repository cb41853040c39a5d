import { IMAGE_DRAW_SECONDS } from "@meshlink/domain/constants/image-limits";

// The bounds on image work (docs/decisions/005-file-storage.md, "Images").

/** Image jobs running at once per server: two of libuv's four threads, on a 2-core machine. */
export const IMAGE_WORK_CONCURRENCY = 2;

/** An SVG is drawn once, at upload, to fit inside this square; every rendition is cut from that. */
export const SVG_RASTER_SIZE = 2048;

/** The most an SVG's drawing or a raster image's decode and resize may take. */
export const IMAGE_DRAW_MS = IMAGE_DRAW_SECONDS * 1000;

/**
 * The most a drawing process may take to start (node and sharp load, about 1.5 s on a busy
 * 2-core machine) before IMAGE_DRAW_MS starts to count.
 */
export const SVG_DRAWING_START_MS = 10_000;

/**
 * An 8 MB file can declare a canvas of billions of pixels (a decompression bomb); 50 megapixels is
 * far beyond any avatar, banner or asset image. For an animation it counts every frame.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Frames of an animated GIF or WebP: tiny frames cost per frame whatever their pixels. */
export const MAX_ANIMATION_FRAMES = 1000;
