import { IMAGE_RENDITION_SIZES } from "@meshlink/domain/constants/image-limits";
import { BREAKPOINTS } from "@meshlink/domain/constants/breakpoints";

// Images we serve by key (GET /api/images/{key}, spec section 9) can be asked for at a width and
// height; any other URL (an imported collection's, a data: URL) is used as it is.
const IMAGES_BY_KEY = /^\/api\/images\/[^?#]+$/;

const isImageByKey = (url: string): boolean => IMAGES_BY_KEY.test(url);

/** The URL of `url` resized to fit inside width × height (either may be left out). */
export function renditionUrl(url: string, size: { width?: number; height?: number }): string {
  if (!isImageByKey(url)) return url;
  const query = new URLSearchParams();
  if (size.width !== undefined) query.set("w", String(Math.ceil(size.width)));
  if (size.height !== undefined) query.set("h", String(Math.ceil(size.height)));
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}

/**
 * The rendition widths the server makes (it rounds an asked size up to one of these) from
 * `min` to `max`: asking for exactly these keeps the browser's choice and the server's cache in step.
 */
export const renditionWidths = (min: number, max: number): number[] =>
  IMAGE_RENDITION_SIZES.filter((width) => width >= min && width <= max);

/**
 * How an image is laid out: the rendition widths to offer, the `sizes` attribute (the CSS width
 * the image takes at each viewport width) and the width of the plain `src` for browsers without
 * srcset. Only widths are asked: the server fits inside the box without cropping, so a height
 * would only shrink a wide image below what an `object-cover` box needs.
 */
type ImageLayout = {
  widths: readonly number[];
  sizes: string;
  fallbackWidth: number;
};

type ResponsiveImage = { src: string | null; srcSet?: string; sizes?: string };

/**
 * `src`, `srcSet` and `sizes` for an <img> (or FallbackImage) showing `url` in `layout`: a grid
 * then fetches a rendition near the size it shows, never the full-size upload. A missing URL
 * stays missing (FallbackImage shows the placeholder); a URL not served by key gets no srcset.
 */
export function responsiveImage(url: string | null | undefined, layout: ImageLayout): ResponsiveImage {
  if (!url) return { src: null };
  if (!isImageByKey(url)) return { src: url };
  const srcSet = layout.widths.map((width) => `${renditionUrl(url, { width })} ${width}w`).join(", ");
  return { src: renditionUrl(url, { width: layout.fallbackWidth }), srcSet, sizes: layout.sizes };
}

/** The media condition of a spec breakpoint (section 9), for `sizes`. */
const wide = (breakpoint: keyof typeof BREAKPOINTS) => `(min-width: ${BREAKPOINTS[breakpoint]}px)`;

/**
 * The renditions from `min` to `max` wide shown at `sizes`. The widest serves a 2× or 3× screen at
 * the image's largest; a browser without srcset gets half of it, enough for an ordinary screen.
 */
const imageLayout = (min: number, max: number, sizes: string): ImageLayout => ({
  widths: renditionWidths(min, max),
  sizes,
  fallbackWidth: max / 2,
});

/**
 * Asset and collection cards in a grid: two columns on a phone, up to five on a wide screen
 * (AssetCardGrid). Up to 768 px wide covers a half-width phone card at 3× and a desktop card at 2×.
 */
export const CARD_IMAGE_LAYOUT = imageLayout(
  192,
  768,
  `${wide("xl")} 20vw, ${wide("lg")} 25vw, ${wide("sm")} 33vw, 50vw`,
);

/** A collection's small round logo on a card or in a filter list (up to 96 CSS px). */
export const LOGO_IMAGE_LAYOUT = imageLayout(64, 256, "96px");

/**
 * A featured slide or a card banner: as wide as a carousel slide (one per view under 640 px,
 * up to four from 1280 px, spec section 9).
 */
export const SLIDE_IMAGE_LAYOUT = imageLayout(
  384,
  1536,
  `${wide("xl")} 25vw, ${wide("lg")} 33vw, ${wide("sm")} 50vw, 100vw`,
);

/** A thumbnail beside a line of text: a search suggestion, a filter option's logo (up to 32 CSS px). */
export const ICON_IMAGE_LAYOUT = imageLayout(32, 128, "32px");

/** A collection's banner across the page (7:1, as wide as the content column). */
export const BANNER_IMAGE_LAYOUT = imageLayout(384, 2048, "100vw");

/** The asset page's viewer: the page's width on a phone, about half of it beside the details. */
export const VIEWER_IMAGE_LAYOUT = imageLayout(384, 2048, `${wide("lg")} 50vw, 100vw`);
