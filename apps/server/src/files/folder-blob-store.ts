import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { isBlobKey, type BlobStat, type BlobStore } from "./blob-store.ts";
import type { ByteRange } from "./byte-range.ts";
import { temporaryPath } from "./temporary-path.ts";
import { writeNewFile } from "./write-new-file.ts";

/**
 * The default blob store: one file per key in `folder`. A blob is written under a temporary name in
 * `tempFolder` (same file system) and renamed into place, so a reader never sees half a file and an
 * interrupted upload leaves nothing under the key.
 */
export function createFolderBlobStore(folder: string, tempFolder: string): BlobStore {
  const pathOf = (key: string) => {
    if (!isBlobKey(key)) throw new Error(`invalid blob key: ${key}`);
    return join(folder, key);
  };
  const statOf = async (key: string): Promise<BlobStat | null> => {
    const info = await stat(pathOf(key)).catch(missingAsNull);
    if (!info?.isFile()) return null;
    return { size: info.size, etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"` };
  };

  return {
    async put(key, source) {
      const target = pathOf(key);
      await Promise.all([mkdir(folder, { recursive: true }), mkdir(tempFolder, { recursive: true })]);
      const temporary = temporaryPath(tempFolder, "blob");
      try {
        await writeNewFile(temporary, source);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      const written = await statOf(key);
      if (!written) throw new Error(`blob ${key} vanished after it was written`);
      return written;
    },

    async get(key, range?: ByteRange): Promise<Readable | null> {
      if (!(await statOf(key))) return null;
      return createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
    },

    stat: statOf,

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

function missingAsNull(error: unknown): null {
  if (error instanceof Error && "code" in error && error.code === "ENOENT") return null;
  throw error;
}
