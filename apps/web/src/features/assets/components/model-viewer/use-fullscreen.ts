import { useCallback, useEffect, useState, type RefObject } from "react";

/**
 * Element fullscreen for the viewer. `supported` is false where the browser has no element
 * fullscreen (iPhone Safari) or a policy forbids it, and the control is then not offered.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () =>
      setActive(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, [ref]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void ref.current?.requestFullscreen();
  }, [ref]);
  return { supported: document.fullscreenEnabled === true, active, toggle };
}
