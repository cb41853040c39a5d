/**
 * Draws a still image of a glb model. `onProgress` gets 0 to 1 while the model loads. Rejects
 * with a reason a creator can read when the model cannot be drawn.
 */
export type CapturePoster = (model: File, onProgress: (fraction: number) => void) => Promise<Blob>;

// Not in the spec: a creator who gives no image gets a poster of the model as the token image,
// and is told plainly when it could not be made (the asset is then created without an image).
export const POSTER_MESSAGES = {
  posterFailed: (reason: string) =>
    `No poster of the model could be made (${reason}); the asset is created without an image.`,
} as const;

// Loading the model is most of the capture; the upload of a few hundred kilobytes the rest.
const CAPTURE_SHARE = 70;

type UploadPoster = (file: File, onProgress: (percent: number) => void) => Promise<{ key: string }>;

/**
 * The poster's image key: the model drawn by `capture` and uploaded as an image (the same
 * POST /api/upload as a chosen image), with one progress from 0 to 100 over both. A capture or
 * upload that fails is reported through `warn` and gives no key, so the asset is still created.
 */
export async function makePoster(
  model: File,
  deps: { capture: CapturePoster; upload: UploadPoster; warn: (message: string) => void },
  report: (percent: number) => void,
): Promise<string | null> {
  try {
    const blob = await deps.capture(model, (fraction) =>
      report(Math.round(Math.min(1, Math.max(0, fraction)) * CAPTURE_SHARE)),
    );
    const name = `${model.name.replace(/\.glb$/i, "") || "model"}-poster.png`;
    const file = new File([blob], name, { type: blob.type || "image/png" });
    const { key } = await deps.upload(file, (percent) =>
      report(CAPTURE_SHARE + Math.round((percent * (100 - CAPTURE_SHARE)) / 100)),
    );
    return key;
  } catch (error) {
    deps.warn(POSTER_MESSAGES.posterFailed(error instanceof Error ? error.message : String(error)));
    return null;
  }
}
