import type { UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect, useState } from "react";
import { CAROUSEL_PAUSE_ON_HOVER } from "@meshlink/domain/constants/carousel";

type EmblaApi = UseEmblaCarouselType[1];
type PauseReasons = { reducedMotion: boolean; pausedByVisitor: boolean };

/**
 * Spec section 9 autoplay, paused while the pointer is over the carousel or keyboard focus is in
 * it (its buttons and dots included, not only its slides), while the visitor has paused it, and
 * always under reduced motion. The autoplay plugin is built with `playOnInit: false` and
 * `stopOnInteraction: true`, so this is the only place that starts it: a drag stops it and the
 * drag's end hands back to this rule.
 */
export function useCarouselAutoplay(
  api: EmblaApi,
  region: HTMLElement | null,
  { reducedMotion, pausedByVisitor }: PauseReasons,
): { playing: boolean } {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (!region) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && region.contains(event.relatedTarget))) setFocused(false);
    };
    region.addEventListener("mouseenter", enter);
    region.addEventListener("mouseleave", leave);
    region.addEventListener("focusin", focusIn);
    region.addEventListener("focusout", focusOut);
    return () => {
      region.removeEventListener("mouseenter", enter);
      region.removeEventListener("mouseleave", leave);
      region.removeEventListener("focusin", focusIn);
      region.removeEventListener("focusout", focusOut);
    };
  }, [region]);

  const paused = reducedMotion || pausedByVisitor || (CAROUSEL_PAUSE_ON_HOVER && hovered) || focused;
  const [scrollable, setScrollable] = useState(false);

  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!api || !autoplay) return;
    const sync = () => {
      // One snap (every slide in view) leaves nothing to move to: the plugin never set its delays.
      const canMove = api.scrollSnapList().length > 1;
      setScrollable(canMove);
      if (paused || !canMove) autoplay.stop();
      else autoplay.play();
    };
    sync();
    // A re-init (resize, new slides) rebuilds the plugin stopped; a drag's end stopped it.
    api.on("reInit", sync).on("pointerUp", sync);
    return () => {
      api.off("reInit", sync).off("pointerUp", sync);
      autoplay.stop();
    };
  }, [api, paused]);

  return { playing: scrollable && !paused };
}
