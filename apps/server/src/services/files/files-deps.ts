import type { Db } from "../../db/database.ts";
import type { ArchiveLimits } from "../../files/archive-limits.ts";
import type { FileStores } from "../../files/file-stores.ts";
import type { ImageWork } from "../../files/image-work.ts";

type UploadLimits = {
  archiveMaxBytes: number;
  modelPreviewMaxBytes: number;
  /** Entry count, unpacked size and compression ratio of an archive. */
  archive: ArchiveLimits;
};

/** What the file services need; routes build it once from the config. */
export type FilesDeps = {
  db: Db;
  stores: FileStores;
  /** Where every decode, rasterisation and resize of an image runs, a few at a time. */
  images: ImageWork;
  limits: UploadLimits;
  /** Public IPFS gateway, ending with "/"; an archive's URI is this plus its CID. */
  ipfsGatewayUrl: string;
};
