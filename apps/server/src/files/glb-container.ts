import { ServiceError } from "../services/service-error.ts";

// GLB layout: https://registry.khronos.org/glTF/specs/2.0/glTF-2.0.html#binary-gltf-layout
// A 12-byte header (magic "glTF", version, total length), then chunks of (length, type, data),
// the first of which must be JSON. This cheap check answers the common mistakes (a .gltf, an
// .fbx or a PNG renamed .glb) in plain words before the validator is started; the validator
// then checks every chunk rule.
const MAGIC = 0x46546c67; // "glTF" read little-endian
const JSON_CHUNK = 0x4e4f534a; // "JSON"
const HEADER_BYTES = 12;
const CHUNK_HEADER_BYTES = 8;

/** The same magic check on the first bytes of an upload, so a wrong file is refused early. */
export function checkGlbHead(head: Uint8Array): void {
  if (head.length < 4) return;
  const magic = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(0, true);
  if (magic !== MAGIC)
    throw new ServiceError("UNSUPPORTED_TYPE", "the file is not a glb model (it does not start with glTF)");
}

/**
 * Returns the GLB proper: the bytes up to the header's declared length. Anything after it is
 * extra data (the validator warns GLB_EXTRA_DATA) and gltf-transform must not parse it as a chunk.
 */
export function checkGlbContainer(bytes: Uint8Array): Uint8Array {
  if (bytes.length === 0) throw new ServiceError("INVALID_REQUEST", "the file is empty");
  if (bytes.length < HEADER_BYTES)
    throw new ServiceError("INVALID_REQUEST", "the file is too short to be a glb model");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== MAGIC) {
    throw new ServiceError("UNSUPPORTED_TYPE", "the file is not a glb model (it does not start with glTF)");
  }
  const version = view.getUint32(4, true);
  if (version !== 2)
    throw new ServiceError(
      "INVALID_REQUEST",
      `the model is glTF version ${version}; only version 2 is accepted`,
    );

  const declaredLength = view.getUint32(8, true);
  if (declaredLength > bytes.length) {
    throw new ServiceError(
      "INVALID_REQUEST",
      `the file is truncated (its header declares ${declaredLength} bytes, it has ${bytes.length})`,
    );
  }
  if (declaredLength < HEADER_BYTES + CHUNK_HEADER_BYTES) {
    throw new ServiceError("INVALID_REQUEST", "the model has no content (no JSON chunk after its header)");
  }
  const jsonLength = view.getUint32(HEADER_BYTES, true);
  if (view.getUint32(HEADER_BYTES + 4, true) !== JSON_CHUNK) {
    throw new ServiceError("INVALID_REQUEST", "the model's first chunk is not its JSON description");
  }
  if (jsonLength === 0 || HEADER_BYTES + CHUNK_HEADER_BYTES + jsonLength > declaredLength) {
    throw new ServiceError("INVALID_REQUEST", "the model's JSON chunk is empty or longer than the file");
  }
  return bytes.subarray(0, declaredLength);
}
