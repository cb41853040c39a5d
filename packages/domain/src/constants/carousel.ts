// Spec section 9: featured carousel behaviour, as the web app's Embla carousel (embla-carousel-react
// with its autoplay plugin) takes it.
export const CAROUSEL_AUTOPLAY_DELAY_MS = 6000;
export const CAROUSEL_LOOP = true;
export const CAROUSEL_PAUSE_ON_HOVER = true;

// `slides: "given"` means the count the caller passes (e.g. the number of items a row should show).
// Ordered by minWidth so the last matching entry wins.
const CAROUSEL_SLIDES_BY_MIN_WIDTH = [
  { minWidth: 0, slides: 1 },
  { minWidth: 640, slides: 2 },
  { minWidth: 1024, slides: 3 },
  { minWidth: 1280, slides: 4 },
  { minWidth: 1920, slides: "given" },
] as const;

// The home page's featured row from 1920 px: one more than at 1280, so a wide screen shows more.
export const FEATURED_SLIDES_FROM_1920 = 5;

const resolveSlides = (slides: number | "given", givenCount: number): number =>
  slides === "given" ? givenCount : slides;

export const slidesPerView = (width: number, givenCount: number): number => {
  let slides: number | "given" = 1;
  for (const entry of CAROUSEL_SLIDES_BY_MIN_WIDTH) {
    if (width >= entry.minWidth) slides = entry.slides;
  }
  return resolveSlides(slides, givenCount);
};

// Embla sizes slides with CSS, so the per-view count becomes each slide's share of the row:
// the media query of every width step from 640 px with the count it shows from there.
export const carouselBreakpoints = (givenCount: number): { query: string; slides: number }[] =>
  CAROUSEL_SLIDES_BY_MIN_WIDTH.filter((entry) => entry.minWidth > 0).map((entry) => ({
    query: `(min-width: ${entry.minWidth}px)`,
    slides: resolveSlides(entry.slides, givenCount),
  }));
