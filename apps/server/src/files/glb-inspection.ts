import { checkGlbContainer } from "./glb-container.ts";
import { glbReader } from "./glb-reader.ts";
import { readTextureSources } from "./gltf-texture-sources.ts";
import {
  DEFAULT_VALIDATION_OPTIONS,
  validateGlb,
  type ValidationOptions,
  type ValidationSummary,
} from "./glb-validation.ts";
import { measureModel, type ModelStats } from "./model-stats.ts";
import { ServiceError } from "../services/service-error.ts";

type GlbInspection = { validation: ValidationSummary; stats: ModelStats };

/**
 * Checks an uploaded glb preview: container, then the Khronos validator, then the
 * measured facts shown beside the creator's declared ones. Rejects only with a ServiceError whose
 * message is the reason (shown as "Model preview upload failed: {reason}"): UNSUPPORTED_TYPE (415)
 * when the file is not a glb at all, INVALID_REQUEST (400) for a glb we refuse.
 */
export async function inspectGlb(
  bytes: Uint8Array,
  options: ValidationOptions = DEFAULT_VALIDATION_OPTIONS,
): Promise<GlbInspection> {
  const glb = checkGlbContainer(bytes);
  const validation = await validateGlb(bytes, options);
  const io = await glbReader();
  // The validator accepts extensions it cannot check (EXT_meshopt_compression), so reading can
  // still fail on bad compressed data; that is the file's fault too.
  const read = async () => {
    const json = await io.binaryToJSON(glb);
    return { document: await io.readJSON(json), textures: readTextureSources(json.json) };
  };
  const { document, textures } = await read().catch((error: unknown) => {
    const detail = error instanceof Error ? error.message : String(error);
    throw new ServiceError("INVALID_REQUEST", `the model could not be read (${detail})`);
  });
  return { validation, stats: measureModel(document, bytes.length, textures) };
}
