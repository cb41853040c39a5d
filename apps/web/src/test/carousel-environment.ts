import type { FeaturedCollectionSlide } from "@meshlink/domain/collections-browse.types";
import { vi } from "vitest";

/**
 * jsdom has no layout, media queries or observers; Embla measures its viewport and slides and the
 * carousel reads the width's media queries. This gives them a viewport `width` px wide in which
 * each slide is as wide as its flex-basis says, and the visitor's motion preference. Restore with
 * vi.restoreAllMocks() and vi.unstubAllGlobals().
 */
export function stubCarouselEnvironment({
  width,
  reducedMotion = false,
}: {
  width: number;
  reducedMotion?: boolean;
}) {
  const matches = (query: string): boolean => {
    const minWidth = /\(min-width:\s*(\d+)px\)/.exec(query);
    if (minWidth) return width >= Number(minWidth[1]);
    if (query.includes("prefers-reduced-motion: reduce")) return reducedMotion;
    return false;
  };
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })),
  );
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal("ResizeObserver", Observer);
  vi.stubGlobal("IntersectionObserver", Observer);

  const slideWidth = (element: HTMLElement) => (width * parseFloat(element.style.flexBasis || "100")) / 100;
  const isSlide = (element: HTMLElement) => element.getAttribute("aria-roledescription") === "slide";
  vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockImplementation(function (this: HTMLElement) {
    return isSlide(this) ? slideWidth(this) : width;
  });
  vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(300);
  vi.spyOn(HTMLElement.prototype, "offsetLeft", "get").mockImplementation(function (this: HTMLElement) {
    if (!isSlide(this)) return 0;
    return [...(this.parentElement?.children ?? [])].indexOf(this) * slideWidth(this);
  });
}

export const sampleSlide = (
  index: number,
  overrides: Partial<FeaturedCollectionSlide> = {},
): FeaturedCollectionSlide => ({
  title: `Collection ${index}`,
  img: `/api/images/banner-${index}.png`,
  text: `The ${index}th collection`,
  volume: { value: 10 * index, max: 100 },
  floor: { value: 1.5, min: 0.25, listed: true },
  collection: {
    _id: `c${index}`,
    name: `Collection ${index}`,
    userId: `u${index}`,
    address: `0x${String(index).padStart(40, "0")}`,
    chainId: 31337,
  },
  ...overrides,
});
