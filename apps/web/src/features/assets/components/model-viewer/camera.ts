import type { ModelViewerElement } from "@google/model-viewer";

/**
 * Back to the framing the model opened with: model-viewer's default orbit, target and field of
 * view (the page sets none of them), and the turntable that auto-rotate turns, at zero. The
 * orbit properties count as changed even when set to the value they hold, so the camera moves
 * back after the visitor has dragged it.
 */
export function resetCamera(element: ModelViewerElement): void {
  element.cameraOrbit = "0deg 75deg 105%";
  element.cameraTarget = "auto auto auto";
  element.fieldOfView = "auto";
  element.resetTurntableRotation(0);
}
