import type { FeaturedCollectionSlide } from "@meshlink/domain/collections-browse.types";
import {
  CAROUSEL_AUTOPLAY_DELAY_MS,
  CAROUSEL_LOOP,
  FEATURED_SLIDES_FROM_1920,
} from "@meshlink/domain/constants/carousel";
import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useMemo, useState } from "react";
import { FeaturedSlideCard } from "@/features/home/components/featured-slide-card";
import { useCarouselAutoplay } from "@/features/home/hooks/use-carousel-autoplay";
import { usePrefersReducedMotion } from "@/features/home/hooks/use-media-query";
import { useSlidesPerView } from "@/features/home/hooks/use-slides-per-view";
import { cn } from "@/lib/cn";
import { Button } from "@/ui/button";
import { ArrowRightIcon, PauseIcon, PlayIcon } from "@/ui/icons";

/**
 * The featured collections as an Embla carousel (spec section 9): autoplay every 6 s, looping,
 * 1/2/3/4 slides per view at <640/640/1024/1280 px and `wideCount` from 1920 px. Labelled as the
 * WAI-ARIA carousel pattern: previous/next, one dot per position and a pause button, all buttons.
 */
export default function FeaturedCarousel({
  slides,
  labelledBy,
  wideCount = FEATURED_SLIDES_FROM_1920,
}: {
  slides: readonly FeaturedCollectionSlide[];
  /** The id of the heading that names the carousel. */
  labelledBy: string;
  wideCount?: number;
}) {
  const reducedMotion = usePrefersReducedMotion();
  const perView = useSlidesPerView(wideCount);
  const plugins = useMemo(
    () => [
      Autoplay({
        delay: CAROUSEL_AUTOPLAY_DELAY_MS,
        playOnInit: false,
        stopOnInteraction: true,
        stopOnMouseEnter: false,
        stopOnFocusIn: false,
      }),
    ],
    [],
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: CAROUSEL_LOOP, align: "start" }, plugins);
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const { playing } = useCarouselAutoplay(api, region, { reducedMotion, pausedByVisitor });

  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  useEffect(() => {
    if (!api) return;
    const read = () => {
      setSelected(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
    };
    read();
    api.on("select", read).on("reInit", read);
    return () => {
      api.off("select", read).off("reInit", read);
    };
  }, [api]);

  // Reduced motion: a button moves at once instead of sliding.
  const jump = reducedMotion;
  const movable = snapCount > 1;

  return (
    <div ref={setRegion} role="group" aria-roledescription="carousel" aria-labelledby={labelledBy}>
      <div className="overflow-hidden" ref={viewportRef}>
        {/* data-layout-style: inline styles of our own layout (Embla's transform, slide widths), which
            the stored-text check tells from a stored text's style attribute. */}
        <ul
          data-layout-style
          className="-ml-4 flex touch-pan-y"
          // While it turns by itself, screen readers are not told of every turn.
          aria-live={playing ? "off" : "polite"}
        >
          {slides.map((slide, index) => (
            <li
              key={slide.collection._id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              className="min-w-0 shrink-0 grow-0 pl-4"
              data-layout-style
              style={{ flexBasis: `${100 / perView}%` }}
            >
              <FeaturedSlideCard slide={slide} eager={index < perView} />
            </li>
          ))}
        </ul>
      </div>
      {movable ? (
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap gap-1" role="group" aria-label="Choose a slide">
            {Array.from({ length: snapCount }, (_, index) => (
              <button
                key={index}
                type="button"
                aria-label={`Go to slide ${index + 1}`}
                aria-current={index === selected ? "true" : undefined}
                onClick={() => api?.scrollTo(index, jump)}
                className="grid size-6 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-indigo-500"
              >
                <span
                  className={cn(
                    "block h-2 rounded-full transition-all",
                    index === selected ? "w-5 bg-indigo-600 dark:bg-indigo-400" : "w-2 bg-fg-muted/40",
                  )}
                />
              </button>
            ))}
          </div>
          <div className="flex gap-2">
            {reducedMotion ? null : (
              <Button
                variant="secondary"
                size="icon"
                aria-label={pausedByVisitor ? "Start slide rotation" : "Stop slide rotation"}
                onClick={() => setPausedByVisitor((paused) => !paused)}
              >
                {pausedByVisitor ? <PlayIcon /> : <PauseIcon />}
              </Button>
            )}
            <Button
              variant="secondary"
              size="icon"
              aria-label="Previous slide"
              onClick={() => api?.scrollPrev(jump)}
            >
              <ArrowRightIcon className="rotate-180" />
            </Button>
            <Button
              variant="secondary"
              size="icon"
              aria-label="Next slide"
              onClick={() => api?.scrollNext(jump)}
            >
              <ArrowRightIcon />
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
