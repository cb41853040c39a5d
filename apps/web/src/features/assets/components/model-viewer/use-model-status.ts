import type { ModelViewerElement } from "@google/model-viewer";
import { useEffect, useState, type RefObject } from "react";
import { wireframeAvailable } from "@/features/assets/components/model-viewer/shading";

type ModelStatus = {
  phase: "loading" | "loaded" | "failed";
  /** 0 to 1: the glb's download, then its decoding and the environment (model-viewer's progress). */
  progress: number;
  /** Counts the element's loads: shading applies to the materials of the latest one. */
  loads: number;
  animations: string[];
  playing: boolean;
  canActivateAR: boolean;
  wireframe: boolean;
};

const LOADING: ModelStatus = {
  phase: "loading",
  progress: 0,
  loads: 0,
  animations: [],
  playing: false,
  canActivateAR: false,
  wireframe: false,
};

/**
 * What <model-viewer> reports about the model it shows, from its events. The element keeps one
 * model: the Model View is keyed by the model, so another model starts a new status.
 */
export function useModelStatus(ref: RefObject<ModelViewerElement | null>): ModelStatus {
  const [status, setStatus] = useState<ModelStatus>(LOADING);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onProgress = (event: Event) => {
      const { totalProgress } = (event as CustomEvent<{ totalProgress: number }>).detail;
      setStatus((current) => ({ ...current, progress: Math.max(current.progress, totalProgress) }));
    };
    const onLoad = () =>
      setStatus((current) => ({
        ...current,
        phase: "loaded",
        progress: 1,
        loads: current.loads + 1,
        animations: [...element.availableAnimations],
        canActivateAR: element.canActivateAR,
        wireframe: wireframeAvailable(element),
      }));
    const onError = () => setStatus((current) => ({ ...current, phase: "failed" }));
    const onPlay = () => setStatus((current) => ({ ...current, playing: true }));
    const onPause = () => setStatus((current) => ({ ...current, playing: false }));
    const listeners = { progress: onProgress, load: onLoad, error: onError, play: onPlay, pause: onPause };
    for (const [type, listener] of Object.entries(listeners)) element.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of Object.entries(listeners)) element.removeEventListener(type, listener);
    };
  }, [ref]);
  return status;
}
