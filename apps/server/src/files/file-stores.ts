import { join } from "node:path";
import type { BlobStore } from "./blob-store.ts";
import { createFolderBlobStore } from "./folder-blob-store.ts";
import type { IpfsStore } from "./ipfs-store.ts";
import { createLocalIpfsStore } from "./local-ipfs-store.ts";

/** Where uploads go: services receive these, so tests and other backends swap them in. */
export type FileStores = {
  blobs: BlobStore;
  ipfs: IpfsStore;
  /** Uploads are streamed here before they are checked; on the same disk as the local stores. */
  tempFolder: string;
};

/** The defaults: everything in folders under DATA_DIR (blobs/, ipfs/blocks/, tmp/). */
export function createLocalFileStores(dataDir: string): FileStores {
  const tempFolder = join(dataDir, "tmp");
  return {
    blobs: createFolderBlobStore(join(dataDir, "blobs"), tempFolder),
    ipfs: createLocalIpfsStore(join(dataDir, "ipfs", "blocks"), tempFolder),
    tempFolder,
  };
}
