import { mkdir, readdir, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { exporter, type ReadableStorage } from "ipfs-unixfs-exporter";
import { CID } from "multiformats/cid";
import { computeContentId } from "./content-id.ts";
import { FolderBlockstore } from "./folder-blockstore.ts";
import type { IpfsStore } from "./ipfs-store.ts";
import { temporaryPath } from "./temporary-path.ts";

/**
 * The default IPFS store: the UnixFS blocks Kubo would make, one file each in `folder`. A file is
 * imported into a staging folder under `tempFolder` first and its blocks moved in (the root last)
 * only when the import finished, so a failed upload never leaves part of a file in the store.
 */
export function createLocalIpfsStore(folder: string, tempFolder: string): IpfsStore {
  const blocks = new FolderBlockstore(folder);
  const readable: ReadableStorage = {
    async *get(cid) {
      yield await blocks.get(cid);
    },
  };
  const fileEntry = async (cid: string) => {
    const parsed = CID.parse(cid);
    if (!(await blocks.has(parsed))) return null;
    const entry = await exporter(parsed, readable);
    return entry.type === "file" || entry.type === "raw" ? entry : null;
  };

  return {
    async addFile(source) {
      const staging = temporaryPath(tempFolder, "ipfs");
      await mkdir(staging, { recursive: true });
      try {
        const { cid, fileSize } = await computeContentId(source, new FolderBlockstore(staging));
        const root = cid.toV1().toString();
        await mkdir(folder, { recursive: true });
        const names = await readdir(staging);
        const rootLast = [...names.filter((name) => name !== root), ...names.filter((name) => name === root)];
        for (const name of rootLast) await rename(join(staging, name), join(folder, name));
        return { cid: root, size: fileSize };
      } finally {
        await rm(staging, { recursive: true, force: true });
      }
    },

    async stat(cid) {
      const entry = await fileEntry(cid);
      return entry ? { size: Number(entry.size) } : null;
    },

    async *cat(cid, range) {
      const entry = await fileEntry(cid);
      if (!entry) throw new Error(`the IPFS store has no file ${cid}`);
      const slice = range ? { offset: range.start, length: range.end - range.start + 1 } : {};
      yield* entry.content(slice);
    },
  };
}
