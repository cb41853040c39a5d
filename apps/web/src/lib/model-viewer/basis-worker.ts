import { ktx2Loader } from "@google/model-viewer/lib/three-components/CachingGLTFLoader.js";
import { BASIS_WORKER_FILE, decoderLocations, DECODERS_PATH } from "@/lib/model-viewer/decoder-locations";

/** The parts of three's KTX2Loader that its init() sets up; the rest of the loader is unchanged. */
type Ktx2LoaderInternals = {
  init: () => Promise<void>;
  transcoderPending: Promise<void> | null;
  workerConfig: unknown;
  workerPool: { setWorkerCreator: (create: () => Worker) => void };
};

/**
 * KTX2 textures are transcoded by the Basis Universal transcoder, whose Emscripten bindings build
 * functions from strings (embind's `new Function`): they cannot run under this site's policy,
 * which allows compiling WebAssembly but never evaluating text. three's KTX2Loader runs the
 * transcoder in a worker made from a blob: URL, and such a worker inherits the page's policy; a
 * worker loaded from a same-origin file has the policy sent with that file instead. So the worker
 * the loader would assemble in the browser is a file the web build writes (decoders-plugin.ts),
 * which the server sends with a policy allowing evaluation inside that worker only (no network,
 * no page). This replaces the loader's init() with one that starts that file, passing the same
 * `init` message three's own worker creator passes.
 */
export function installSameOriginBasisWorker(): void {
  const loader = ktx2Loader as unknown as Ktx2LoaderInternals;
  loader.init = function init(this: Ktx2LoaderInternals) {
    this.transcoderPending ??= fetch(`${decoderLocations.ktx2TranscoderLocation}basis_transcoder.wasm`)
      .then((response) => {
        if (!response.ok) throw new Error(`the KTX2 transcoder could not be loaded (${response.status})`);
        return response.arrayBuffer();
      })
      .then((binary) => {
        this.workerPool.setWorkerCreator(() => {
          const worker = new Worker(`${DECODERS_PATH}${BASIS_WORKER_FILE}`);
          const transcoderBinary = binary.slice(0);
          worker.postMessage({ type: "init", config: this.workerConfig, transcoderBinary }, [
            transcoderBinary,
          ]);
          return worker;
        });
      });
    return this.transcoderPending;
  };
}
