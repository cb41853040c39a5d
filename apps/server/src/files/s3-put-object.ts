import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import type { BlobStat } from "./blob-store.ts";

type ObjectId = { Bucket: string; Key: string };

/**
 * Streams `source` into one object. A stream that fits in one part is a single PutObject (S3
 * needs its length up front); a longer one becomes a multipart upload, aborted on any failure so
 * that neither the key nor the bucket's pending uploads keep part of it. At most two parts are
 * held in memory.
 */
export async function putS3Object(
  client: S3Client,
  id: ObjectId,
  source: AsyncIterable<Uint8Array>,
  partSize: number,
): Promise<BlobStat> {
  const parts = inParts(source, partSize);
  const first = await parts.next();
  const firstPart = first.done ? Buffer.alloc(0) : first.value;
  const second = first.done ? first : await parts.next();
  if (second.done) {
    const put = await client.send(
      new PutObjectCommand({ ...id, Body: firstPart, ContentLength: firstPart.length }),
    );
    return { size: firstPart.length, etag: requireEtag(put.ETag) };
  }

  const { UploadId } = await client.send(new CreateMultipartUploadCommand(id));
  if (!UploadId) throw new Error(`S3 started no multipart upload for ${id.Key}`);
  try {
    let size = 0;
    const uploaded: { PartNumber: number; ETag: string }[] = [];
    const upload = async (body: Buffer) => {
      const PartNumber = uploaded.length + 1;
      const part = await client.send(
        new UploadPartCommand({ ...id, UploadId, PartNumber, Body: body, ContentLength: body.length }),
      );
      uploaded.push({ PartNumber, ETag: requireEtag(part.ETag) });
      size += body.length;
    };
    await upload(firstPart);
    await upload(second.value);
    for await (const part of parts) await upload(part);
    const done = await client.send(
      new CompleteMultipartUploadCommand({ ...id, UploadId, MultipartUpload: { Parts: uploaded } }),
    );
    return { size, etag: requireEtag(done.ETag) };
  } catch (error) {
    await client.send(new AbortMultipartUploadCommand({ ...id, UploadId })).catch(() => undefined);
    throw error;
  }
}

/** Regroups a stream's chunks into buffers of exactly `size` bytes, the last one shorter. */
async function* inParts(source: AsyncIterable<Uint8Array>, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const chunk of source) {
    let rest = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    while (length + rest.length >= size) {
      const take = size - length;
      pending.push(rest.subarray(0, take));
      yield Buffer.concat(pending);
      pending = [];
      length = 0;
      rest = rest.subarray(take);
    }
    if (rest.length > 0) {
      // Copied: a stream may reuse its buffer once the chunk is consumed.
      pending.push(Buffer.from(rest));
      length += rest.length;
    }
  }
  if (length > 0) yield Buffer.concat(pending);
}

function requireEtag(etag: string | undefined): string {
  if (!etag) throw new Error("S3 answered without an ETag");
  return etag;
}
