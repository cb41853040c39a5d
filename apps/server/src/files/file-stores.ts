import { join } from "node:path";
import type { StorageSettings } from "../config.ts";
import { ephemeralArchiveKeyring, type ArchiveKeyring } from "./archive-keyring.ts";
import type { BlobStore } from "./blob-store.ts";
import { createFolderBlobStore } from "./folder-blob-store.ts";
import type { IpfsStore } from "./ipfs-store.ts";
import { createKuboIpfsStore } from "./kubo-ipfs-store.ts";
import { createLocalIpfsStore } from "./local-ipfs-store.ts";
import { createS3BlobStore } from "./s3-blob-store.ts";

/** Where uploads go: services receive these, so tests and other backends swap them in. */
export type FileStores = {
  blobs: BlobStore;
  ipfs: IpfsStore;
  /** Server keys that wrap the key of each source archive sealed into `ipfs` (archive-keyring.ts). */
  archiveKeys: ArchiveKeyring;
  /** Uploads are streamed here before they are checked; on the same disk as the local stores. */
  tempFolder: string;
};

/** The defaults: everything in folders under DATA_DIR (blobs/, ipfs/blocks/, tmp/). */
export function createLocalFileStores(
  dataDir: string,
  archiveKeys: ArchiveKeyring = ephemeralArchiveKeyring(),
): FileStores {
  return createFileStores({ blobs: { kind: "folder" }, ipfs: { kind: "local" } }, dataDir, archiveKeys);
}

/**
 * The stores the configuration names: S3 when S3_BUCKET is set and Kubo when IPFS_API_URL is,
 * each otherwise a folder under DATA_DIR. Uploads are still staged in DATA_DIR/tmp either way.
 */
export function createFileStores(
  storage: StorageSettings,
  dataDir: string,
  archiveKeys: ArchiveKeyring,
): FileStores {
  const tempFolder = join(dataDir, "tmp");
  return {
    blobs:
      storage.blobs.kind === "s3"
        ? createS3BlobStore(storage.blobs)
        : createFolderBlobStore(join(dataDir, "blobs"), tempFolder),
    ipfs:
      storage.ipfs.kind === "kubo"
        ? createKuboIpfsStore(storage.ipfs.apiUrl)
        : createLocalIpfsStore(join(dataDir, "ipfs", "blocks"), tempFolder),
    archiveKeys,
    tempFolder,
  };
}
