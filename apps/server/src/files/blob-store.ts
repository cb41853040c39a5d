import type { Readable } from "node:stream";
import type { ByteRange } from "./byte-range.ts";

export type BlobStat = {
  size: number;
  /** Changes whenever the bytes under the key change; quoted for an HTTP ETag header. */
  etag: string;
};

/**
 * Where uploaded files that are not content-addressed live (model previews, images, their
 * renditions), by key. The local folder store is the default; with S3_BUCKET set, an S3 bucket
 * (s3-blob-store.ts). Every implementation passes testing/file-fixtures/blob-store-contract.ts.
 * Keys are flat: letters, digits, dot, dash and underscore (see `isBlobKey`).
 */
export type BlobStore = {
  /** Stores the whole stream under `key`, replacing any blob there only once every byte is in. */
  put(key: string, source: AsyncIterable<Uint8Array>): Promise<BlobStat>;
  /** The bytes under `key` (or `range` of them), or null when there is no such blob. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  stat(key: string): Promise<BlobStat | null>;
  /** Removes the blob; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
};

const BLOB_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Keys come from URLs, so this guards every store against paths such as `../db`. */
export const isBlobKey = (key: string): boolean => BLOB_KEY.test(key) && !key.includes("..");
