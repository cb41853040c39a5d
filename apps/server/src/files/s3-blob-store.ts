import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Readable } from "node:stream";
import type { S3Settings } from "../config.ts";
import { isBlobKey, type BlobStat, type BlobStore } from "./blob-store.ts";
import { putS3Object } from "./s3-put-object.ts";

type S3BlobStoreOptions = {
  /** Bytes per multipart part; S3 refuses parts under 5 MiB except the last one. */
  partSize?: number;
};

const DEFAULT_S3_PART_SIZE = 8 * 1024 * 1024;

function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Since 2025 the SDK adds CRC checksums to every upload by default, which several
    // S3-compatible services (MinIO before 2025, Ceph, older R2) reject; S3 needs them only where required.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/**
 * The blob store in an S3 bucket (AWS or S3-compatible): put is the SDK's managed upload, a
 * PutObject or a multipart upload once the stream outgrows one part, so any size streams through
 * in bounded memory (s3-put-object.ts); get is a GetObject with a Range; stat a HeadObject; delete
 * a DeleteObject.
 */
export function createS3BlobStore(
  settings: S3Settings,
  options: S3BlobStoreOptions = {},
  client: S3Client = createS3Client(settings),
): BlobStore {
  const Bucket = settings.bucket;
  const partSize = options.partSize ?? DEFAULT_S3_PART_SIZE;
  const checked = (key: string) => {
    if (!isBlobKey(key)) throw new Error(`invalid blob key: ${key}`);
    return key;
  };

  return {
    async put(key, source) {
      return putS3Object(client, { Bucket, Key: checked(key) }, source, partSize);
    },

    async get(key, range) {
      const Range = range && `bytes=${range.start}-${range.end}`;
      const object = await client
        .send(new GetObjectCommand({ Bucket, Key: checked(key), Range }))
        .catch(missingAsNull);
      if (!object) return null;
      if (!(object.Body instanceof Readable)) throw new Error(`S3 sent no body for ${key}`);
      return object.Body;
    },

    async stat(key): Promise<BlobStat | null> {
      const head = await client
        .send(new HeadObjectCommand({ Bucket, Key: checked(key) }))
        .catch(missingAsNull);
      if (!head) return null;
      const size = head.ContentLength ?? 0;
      const modified = head.LastModified?.getTime() ?? 0;
      return { size, etag: head.ETag ?? `"${size.toString(16)}-${modified.toString(16)}"` };
    },

    async delete(key) {
      // S3 answers 204 for a key that is not there, as the interface wants.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
  };
}

/**
 * GetObject fails with NoSuchKey; HeadObject, whose 404 has no body to carry a code, with
 * NotFound. Any other 404 (NoSuchBucket) is a fault in the configuration, not a missing blob.
 */
function missingAsNull(error: unknown): null {
  if (error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.name === "NotFound")) {
    return null;
  }
  throw error;
}
