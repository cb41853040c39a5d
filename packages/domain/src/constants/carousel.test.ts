import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { carouselBreakpoints, slidesPerView } from "./carousel.ts";

describe("slidesPerView", () => {
  it.each([
    [0, 1],
    [639, 1],
    [640, 2],
    [1023, 2],
    [1024, 3],
    [1279, 3],
    [1280, 4],
    [1919, 4],
    [1920, 6],
    [3840, 6],
  ])("shows at width %i %i slides (given count 6)", (width, slides) => {
    expect(slidesPerView(width, 6)).toBe(slides);
  });

  it("never shows fewer slides on a wider screen below 1920", () => {
    fc.assert(
      fc.property(fc.nat({ max: 1919 }), fc.nat({ max: 1919 }), (a, b) => {
        const [narrow, wide] = a <= b ? [a, b] : [b, a];
        expect(slidesPerView(narrow, 5)).toBeLessThanOrEqual(slidesPerView(wide, 5));
      }),
    );
  });
});

describe("carouselBreakpoints", () => {
  it("gives each width step's media query and slide count, the given count from 1920", () => {
    expect(carouselBreakpoints(5)).toEqual([
      { query: "(min-width: 640px)", slides: 2 },
      { query: "(min-width: 1024px)", slides: 3 },
      { query: "(min-width: 1280px)", slides: 4 },
      { query: "(min-width: 1920px)", slides: 5 },
    ]);
  });
});
