import { readFile } from "node:fs/promises";
import type { DemoShape } from "./demo-models.ts";

// The demo assets' token images: a poster of each model as the 3D viewer draws it, so the seeded
// grids show the models. Drawn once by a developer (posters/generate-posters.ts, in Chromium with
// model-viewer, as the create-asset form draws a creator's) and committed: the seed needs no
// browser. One poster per shape, since assets of the same shape share the model.

export const posterFileName = (shape: DemoShape): string => `${shape.kind}-${shape.hue}-${shape.size}.png`;

export const posterUrl = (shape: DemoShape): URL =>
  new URL(`./posters/${posterFileName(shape)}`, import.meta.url);

export const readDemoPoster = (shape: DemoShape): Promise<Buffer> => readFile(posterUrl(shape));
