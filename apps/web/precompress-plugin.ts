import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Logger, Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What a browser downloads and compresses well; source maps only open in developer tools. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|wasm|txt|xml)$/;
/** Below this a response fits in one packet anyway, and the extra files are not worth keeping. */
const MIN_BYTES = 1024;
/**
 * Brotli 6: within 1.5% of quality 9's size for a quarter of its time (0.5 s of CPU against 2.2 s
 * for this app). Quality 11 saves another ~7% but costs ~3 s of CPU per MB, ~15 s here, and the
 * build runs on every start whose web sources changed, a first start included.
 */
const BROTLI_QUALITY = 6;

/**
 * Writes `file.br` and `file.gz` beside each compressible file of the build, so the server sends
 * them as they are (Content-Encoding from the request's Accept-Encoding) without compressing on
 * each request. A variant that would not be smaller is left out and the file goes as it is.
 */
export function precompress(): Plugin {
  let outDir = "dist";
  let logger: Logger | undefined;
  return {
    name: "meshlink-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    async closeBundle() {
      const started = performance.now();
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      const sizes = { raw: 0, br: 0, gz: 0 };
      await Promise.all(
        files.map(async (file) => {
          const bytes = await readFile(file);
          if (bytes.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          sizes.raw += bytes.length;
          if (br.length < bytes.length) await writeFile(`${file}.br`, br);
          if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
          sizes.br += Math.min(br.length, bytes.length);
          sizes.gz += Math.min(gz.length, bytes.length);
        }),
      );
      const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
      logger?.info(
        `precompressed ${kib(sizes.raw)} into brotli ${kib(sizes.br)} and gzip ${kib(sizes.gz)} in ` +
          `${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
