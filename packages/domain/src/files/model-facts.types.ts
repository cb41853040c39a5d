import { z } from "zod";

// What the server measured in an uploaded glb preview, shown on the asset page beside
// the creator's declared technical details so a mismatch is visible.

const ZCount = z.number().int().nonnegative();
const ZVector3 = z.tuple([z.number(), z.number(), z.number()]);

export const ZTextureFacts = z.object({
  name: z.string(),
  mimeType: z.string(),
  width: ZCount.nullable(),
  height: ZCount.nullable(),
  bytes: ZCount,
});

export const ZAnimationFacts = z.object({
  name: z.string(),
  channels: ZCount,
  durationSeconds: z.number().nonnegative(),
});

export const ZModelStats = z.object({
  fileSize: ZCount,
  /** Each mesh counted once, as a modelling tool reports the mesh. */
  triangles: ZCount,
  /** Each mesh counted once per node that shows it, as the preview renders it. */
  renderedTriangles: ZCount,
  vertices: ZCount,
  meshes: ZCount,
  primitives: ZCount,
  materials: ZCount,
  textures: z.array(ZTextureFacts),
  skins: ZCount,
  rigged: z.boolean(),
  animations: z.array(ZAnimationFacts),
  boundingBox: z.object({ min: ZVector3, max: ZVector3 }).nullable(),
  extensionsUsed: z.array(z.string()),
});
export type ModelStats = z.infer<typeof ZModelStats>;

// The Khronos glTF-Validator's report, summarised: counts by severity and the first messages.
const ZValidationMessage = z.object({
  code: z.string(),
  message: z.string(),
  severity: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  pointer: z.string().optional(),
});

export const ZValidationSummary = z.object({
  errors: ZCount,
  warnings: ZCount,
  infos: ZCount,
  hints: ZCount,
  messages: z.array(ZValidationMessage),
  truncated: z.boolean(),
});
export type ValidationSummary = z.infer<typeof ZValidationSummary>;
