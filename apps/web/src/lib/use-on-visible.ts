import { useEffect, useRef } from "react";

/**
 * Calls `onVisible` whenever the returned element scrolls near the viewport (within `margin`).
 * Without IntersectionObserver it does nothing: the Load more button beside it still works.
 */
export function useOnVisible<T extends Element>(onVisible: () => void, enabled: boolean, margin = "600px") {
  const ref = useRef<T>(null);
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  }, [onVisible]);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, margin]);
  return ref;
}
