/**
 * Where <model-viewer> finds the decoders of compressed models: Draco meshes, KTX2 (Basis
 * Universal) textures and meshopt buffers. Its defaults are Google and jsDelivr CDNs, which the
 * Content Security Policy refuses and which would tell a third party who views which model, so
 * the web build copies the files from npm packages under DECODERS_PATH (decoders-plugin.ts).
 */
export const DECODERS_PATH = "/decoders/";

export const decoderLocations = {
  dracoDecoderLocation: `${DECODERS_PATH}draco/`,
  ktx2TranscoderLocation: `${DECODERS_PATH}basis/`,
  meshoptDecoderLocation: `${DECODERS_PATH}meshopt/meshopt_decoder.js`,
};

/**
 * The Basis transcoder's worker, a file of its own (basis-worker.ts). The server sends it with a
 * policy of its own (apps/server/src/http/security-headers.ts names the same path).
 */
export const BASIS_WORKER_FILE = "basis/ktx2-worker.js";
