import type { ModelFacts } from "@meshlink/domain/assets-api.types";
import type { ModelStats, ValidationSummary } from "@meshlink/domain/files/model-facts.types";

/** The measured facts the asset page shows (ZModelFacts); null until the preview was measured. */
export function modelFactsOf(
  stats: ModelStats | null,
  validation: ValidationSummary | null,
): ModelFacts | null {
  if (!stats || !validation) return null;
  return {
    triangles: stats.triangles,
    vertices: stats.vertices,
    meshes: stats.meshes,
    materials: stats.materials,
    rigged: stats.rigged,
    boundingBox: stats.boundingBox,
    fileSize: stats.fileSize,
    textures: stats.textures.map(({ name, width, height, mimeType }) => ({ name, width, height, mimeType })),
    animations: stats.animations.map(({ name, durationSeconds }) => ({ name, durationSeconds })),
    validation: { errors: validation.errors, warnings: validation.warnings },
  };
}
