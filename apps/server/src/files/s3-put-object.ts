import type { S3Client } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { Readable } from "node:stream";
import type { BlobStat } from "./blob-store.ts";

type ObjectId = { Bucket: string; Key: string };

/** Parts sent at once: memory holds these and the part being read, at most three parts. */
const PARTS_IN_FLIGHT = 2;

/**
 * Streams `source` into one object through the SDK's managed upload (`@aws-sdk/lib-storage`): a
 * stream that fits in one part is a single PutObject; a longer one a multipart upload of
 * `partSize` parts, two in flight, aborted on any failure (of the source, a part or the
 * completion) so that neither the key nor the bucket's pending uploads keep part of it.
 */
export async function putS3Object(
  client: S3Client,
  id: ObjectId,
  source: AsyncIterable<Uint8Array>,
  partSize: number,
): Promise<BlobStat> {
  let size = 0;
  async function* counted(): AsyncGenerator<Buffer> {
    for await (const chunk of source) {
      size += chunk.byteLength;
      // Copied: the upload holds chunks until a part is full, and a source may reuse its buffer.
      yield Buffer.from(chunk);
    }
  }
  const upload = new Upload({
    client,
    params: { ...id, Body: Readable.from(counted()) },
    partSize,
    queueSize: PARTS_IN_FLIGHT,
    leavePartsOnError: false,
  });
  const done = await upload.done();
  return { size, etag: requireEtag(done.ETag) };
}

function requireEtag(etag: string | undefined): string {
  if (!etag) throw new Error("S3 answered without an ETag");
  return etag;
}
