import { useCallback, useSyncExternalStore } from "react";

const mediaList = (query: string): MediaQueryList | null =>
  typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(query) : null;

/**
 * A value read from CSS media queries, kept current as they change (a resize, a rotated phone, a
 * changed motion setting). `read` gets `matches` for each query and must return a stable value
 * (a number or a boolean) so an unchanged answer does not re-render.
 */
export function useMediaQueries<T>(queries: readonly string[], read: (matches: boolean[]) => T): T {
  const key = queries.join("\n");
  const subscribe = useCallback(
    (onChange: () => void) => {
      const lists = key
        .split("\n")
        .map(mediaList)
        .filter((list) => list !== null);
      for (const list of lists) list.addEventListener("change", onChange);
      return () => {
        for (const list of lists) list.removeEventListener("change", onChange);
      };
    },
    [key],
  );
  const snapshot = () => read(queries.map((query) => mediaList(query)?.matches === true));
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

const REDUCED_MOTION = ["(prefers-reduced-motion: reduce)"];

/** True when the visitor asked the system for less motion. */
export const usePrefersReducedMotion = (): boolean =>
  useMediaQueries(REDUCED_MOTION, ([reduce]) => reduce === true);
