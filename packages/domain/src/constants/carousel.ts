// Spec section 9: featured carousel behaviour. Swiper takes the same numbers.
export const CAROUSEL_AUTOPLAY_DELAY_MS = 6000;
export const CAROUSEL_LOOP = true;
export const CAROUSEL_PAUSE_ON_HOVER = true;

// `slides: "given"` means the count the caller passes (e.g. the number of items a row should show).
// Ordered by minWidth so the last matching entry wins.
export const CAROUSEL_SLIDES_BY_MIN_WIDTH = [
  { minWidth: 0, slides: 1 },
  { minWidth: 640, slides: 2 },
  { minWidth: 1024, slides: 3 },
  { minWidth: 1280, slides: 4 },
  { minWidth: 1920, slides: "given" },
] as const;

const resolveSlides = (slides: number | "given", givenCount: number): number =>
  slides === "given" ? givenCount : slides;

export const slidesPerView = (width: number, givenCount: number): number => {
  let slides: number | "given" = 1;
  for (const entry of CAROUSEL_SLIDES_BY_MIN_WIDTH) {
    if (width >= entry.minWidth) slides = entry.slides;
  }
  return resolveSlides(slides, givenCount);
};

// Swiper's `breakpoints` option: min widths to per-view settings (0 covers the smallest screens).
export const carouselBreakpoints = (givenCount: number): Record<number, { slidesPerView: number }> =>
  Object.fromEntries(
    CAROUSEL_SLIDES_BY_MIN_WIDTH.map((entry) => [
      entry.minWidth,
      { slidesPerView: resolveSlides(entry.slides, givenCount) },
    ]),
  );
