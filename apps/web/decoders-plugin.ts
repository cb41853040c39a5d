import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";
import { BASIS_WORKER_FILE, DECODERS_PATH } from "./src/lib/model-viewer/decoder-locations.ts";

const require = createRequire(import.meta.url);

/**
 * The decoder files model-viewer loads by name from its decoder locations (decoder-locations.ts):
 * three's DRACOLoader and KTX2Loader fetch a wrapper and its WebAssembly from a folder, and
 * model-viewer loads the meshopt decoder as a classic script (meshoptimizer's UMD build) before
 * it uses three's own copy. Draco's glTF build is the one three recommends for GLTFLoader.
 */
const DECODER_FILES: Record<string, string> = {
  "draco/draco_wasm_wrapper.js": "three/examples/jsm/libs/draco/gltf/draco_wasm_wrapper.js",
  "draco/draco_decoder.wasm": "three/examples/jsm/libs/draco/gltf/draco_decoder.wasm",
  "basis/basis_transcoder.wasm": "three/examples/jsm/libs/basis/basis_transcoder.wasm",
  "meshopt/meshopt_decoder.js": "meshoptimizer/decoder.cjs",
};

/**
 * Copies the decoders into the build (dist/decoders/…) and serves them in development, with the
 * Basis transcoder's worker written as a file (basis-worker.ts says why).
 */
export function localDecoders(): Plugin {
  const files = async () => {
    const copied = Object.entries(DECODER_FILES).map(([name, specifier]) => ({
      name,
      source: readFileSync(require.resolve(specifier)),
    }));
    return [...copied, { name: BASIS_WORKER_FILE, source: await basisWorkerSource() }];
  };
  return {
    name: "meshlink-local-decoders",
    async generateBundle() {
      for (const { name, source } of await files()) {
        this.emitFile({ type: "asset", fileName: `${DECODERS_PATH.slice(1)}${name}`, source });
      }
    },
    configureServer(server) {
      const served = files();
      server.middlewares.use(DECODERS_PATH, (request, response, next) => {
        served
          .then((list) => {
            const file = list.find(({ name }) => request.url === `/${name}`);
            if (!file) return next();
            response.setHeader(
              "content-type",
              file.name.endsWith(".wasm") ? "application/wasm" : "text/javascript",
            );
            response.end(file.source);
          })
          .catch(next);
      });
    },
  };
}

/**
 * The worker three's KTX2Loader builds in the browser (its init()): the loader's constants, the
 * Basis transcoder's JavaScript and the body of KTX2Loader.BasisWorker, made here from the same
 * three version the app bundles, so the worker and the loader speak the same messages.
 */
async function basisWorkerSource(): Promise<string> {
  // three ships no type declarations; only the constants and the worker function are read.
  const loaderModule = "three/examples/jsm/loaders/KTX2Loader.js";
  const { KTX2Loader } = (await import(loaderModule)) as {
    KTX2Loader: Record<string, unknown> & { BasisWorker: () => void };
  };
  const transcoder = readFileSync(
    require.resolve("three/examples/jsm/libs/basis/basis_transcoder.js"),
    "utf8",
  );
  const worker = KTX2Loader.BasisWorker.toString();
  return [
    "/* constants */",
    `let _EngineFormat = ${JSON.stringify(KTX2Loader.EngineFormat)}`,
    `let _EngineType = ${JSON.stringify(KTX2Loader.EngineType)}`,
    `let _TranscoderFormat = ${JSON.stringify(KTX2Loader.TranscoderFormat)}`,
    `let _BasisFormat = ${JSON.stringify(KTX2Loader.BasisFormat)}`,
    "/* basis_transcoder.js */",
    transcoder,
    "/* worker */",
    worker.substring(worker.indexOf("{") + 1, worker.lastIndexOf("}")),
  ].join("\n");
}
