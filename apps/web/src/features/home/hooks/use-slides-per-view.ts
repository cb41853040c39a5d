import { carouselBreakpoints } from "@meshlink/domain/constants/carousel";
import { useMemo } from "react";
import { useMediaQueries } from "@/features/home/hooks/use-media-query";

/** Spec section 9: slides a carousel shows at the current viewport width (`given` from 1920 px). */
export function useSlidesPerView(given: number): number {
  const breakpoints = useMemo(() => carouselBreakpoints(given), [given]);
  const queries = useMemo(() => breakpoints.map((entry) => entry.query), [breakpoints]);
  return useMediaQueries(queries, (matches) =>
    breakpoints.reduce((slides, entry, index) => (matches[index] ? entry.slides : slides), 1),
  );
}
