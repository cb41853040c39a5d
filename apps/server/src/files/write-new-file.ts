import { open, rm } from "node:fs/promises";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * Streams `source` into a file that must not exist yet; on failure the partial file is removed.
 * The file is opened before the first byte: a write stream that opened it itself could still be
 * opening it when a failing source ends the pipeline, and create it after the clean-up.
 */
export async function writeNewFile(path: string, source: AsyncIterable<Uint8Array> | Readable) {
  const file = await open(path, "wx");
  try {
    await pipeline(source, file.createWriteStream());
  } catch (error) {
    await file.close().catch(() => undefined);
    await rm(path, { force: true });
    throw error;
  }
}
