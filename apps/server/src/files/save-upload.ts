import { mkdir, rm } from "node:fs/promises";
import { temporaryPath } from "./temporary-path.ts";
import { writeNewFile } from "./write-new-file.ts";

type SaveUploadOptions = {
  tempFolder: string;
  maxBytes: number;
  /** The error to fail with once the upload passes `maxBytes`; it is given the bytes so far. */
  tooLarge: (head: Uint8Array) => Error;
  /** Sees the first bytes (up to 16) before the rest is written, to refuse a wrong type early. */
  checkHead?: (head: Uint8Array) => void;
};

type SavedUpload = { path: string; size: number; head: Uint8Array };

const HEAD_BYTES = 16;

/**
 * Streams an upload to a temporary file, refusing it as soon as it is too large or its first bytes
 * say it is the wrong type. On any failure the partial file is removed; on success the caller
 * removes it when done (see `removeUpload`).
 */
export async function saveUpload(source: AsyncIterable<Uint8Array>, options: SaveUploadOptions) {
  await mkdir(options.tempFolder, { recursive: true });
  const path = temporaryPath(options.tempFolder, "upload");
  let size = 0;
  let head = new Uint8Array(0);
  let headChecked = false;
  const checkHead = () => {
    if (headChecked) return;
    headChecked = true;
    options.checkHead?.(head);
  };
  async function* guarded() {
    for await (const chunk of source) {
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      if (head.length >= HEAD_BYTES) checkHead();
      size += chunk.length;
      if (size > options.maxBytes) throw options.tooLarge(head);
      yield chunk;
    }
    checkHead();
  }
  await writeNewFile(path, guarded());
  return { path, size, head } satisfies SavedUpload;
}

export const removeUpload = (path: string): Promise<void> => rm(path, { force: true });
