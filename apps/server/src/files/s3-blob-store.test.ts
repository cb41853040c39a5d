import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import type { S3Settings } from "../config.ts";
import { createS3BlobStore } from "./s3-blob-store.ts";
import {
  bytePattern,
  describeBlobStoreContract,
  inChunks,
} from "../testing/file-fixtures/blob-store-contract.ts";
import { S3_MIN_PART_SIZE, startFakeS3, type FakeS3 } from "../testing/file-fixtures/fake-s3-server.ts";

const settingsFor = (s3: FakeS3): S3Settings => ({
  kind: "s3",
  bucket: s3.bucket,
  region: "us-east-1",
  endpoint: s3.url,
  forcePathStyle: true,
  credentials: { accessKeyId: "test-key", secretAccessKey: "test-secret" },
});

describeBlobStoreContract("the S3 blob store (fake S3)", async () => {
  const s3 = await startFakeS3();
  return { store: createS3BlobStore(settingsFor(s3), { partSize: S3_MIN_PART_SIZE }), cleanup: s3.close };
});

describe("the S3 blob store", () => {
  let s3: FakeS3;
  beforeEach(async () => {
    s3 = await startFakeS3();
  });
  afterEach(() => s3.close());

  test("sends a blob of one part as a single PutObject", async () => {
    const store = createS3BlobStore(settingsFor(s3), { partSize: S3_MIN_PART_SIZE });
    await store.put("image-1", Readable.from([Buffer.from("small")]));
    expect(s3.objects.get("image-1")?.bytes.toString()).toBe("small");
    expect(s3.objects.get("image-1")?.etag).not.toMatch(/-\d+"$/);
  });

  test("sends a longer stream as a multipart upload of full parts", async () => {
    const store = createS3BlobStore(settingsFor(s3), { partSize: S3_MIN_PART_SIZE });
    const bytes = bytePattern(2 * S3_MIN_PART_SIZE + 100);
    const put = await store.put("preview-1.glb", inChunks(bytes, 100_000));
    expect(put).toEqual({ size: bytes.length, etag: expect.stringMatching(/-3"$/) as unknown });
    expect(s3.objects.get("preview-1.glb")?.bytes.equals(Buffer.from(bytes))).toBe(true);
    expect(s3.uploads.size).toBe(0);
  });

  test("aborts the multipart upload when the stream fails after some parts", async () => {
    const store = createS3BlobStore(settingsFor(s3), { partSize: S3_MIN_PART_SIZE });
    async function* failsLate(): AsyncIterable<Uint8Array> {
      yield* inChunks(bytePattern(2 * S3_MIN_PART_SIZE + 1));
      throw new Error("connection reset");
    }
    await expect(store.put("preview-1.glb", failsLate())).rejects.toThrow("connection reset");
    expect(s3.uploads.size).toBe(0);
    expect(s3.objects.has("preview-1.glb")).toBe(false);
  });

  test("sends a large stream in many parts, each in order, and completes it once", async () => {
    const store = createS3BlobStore(settingsFor(s3), { partSize: S3_MIN_PART_SIZE });
    const bytes = bytePattern(6 * S3_MIN_PART_SIZE + 12_345, 7);
    const put = await store.put("preview-large.glb", inChunks(bytes, 1_000_003));
    expect(put).toEqual({ size: bytes.length, etag: expect.stringMatching(/-7"$/) as unknown });
    expect(s3.objects.get("preview-large.glb")?.bytes.equals(Buffer.from(bytes))).toBe(true);
    const parts = s3.calls.filter((call) => call.startsWith("UploadPart")).sort();
    expect(parts).toEqual([1, 2, 3, 4, 5, 6, 7].map((part) => `UploadPart ${part}`));
    expect(s3.calls.filter((call) => call.endsWith("MultipartUpload"))).toEqual([
      "CreateMultipartUpload",
      "CompleteMultipartUpload",
    ]);
    expect(s3.uploads.size).toBe(0);
  });

  test("aborts the upload when S3 refuses a part, and stops reading the stream", async () => {
    const store = createS3BlobStore(settingsFor(s3), { partSize: S3_MIN_PART_SIZE });
    await store.put("preview-1.glb", Readable.from([Buffer.from("old")]));
    s3.failing.add("UploadPart 2");
    const total = 10 * S3_MIN_PART_SIZE;
    let read = 0;
    async function* counted(): AsyncIterable<Uint8Array> {
      for await (const chunk of inChunks(bytePattern(total))) {
        read += chunk.byteLength;
        yield chunk;
      }
    }
    await expect(store.put("preview-1.glb", counted())).rejects.toThrow(/internal error/);
    expect(s3.calls).toContain("AbortMultipartUpload");
    expect(s3.uploads.size).toBe(0);
    expect(s3.objects.get("preview-1.glb")?.bytes.toString()).toBe("old");
    expect(read).toBeLessThan(total);
  });

  test("aborts the upload when S3 refuses to complete it", async () => {
    const store = createS3BlobStore(settingsFor(s3), { partSize: S3_MIN_PART_SIZE });
    s3.failing.add("CompleteMultipartUpload");
    const bytes = bytePattern(S3_MIN_PART_SIZE + 1);
    await expect(store.put("preview-1.glb", inChunks(bytes))).rejects.toThrow(/internal error/);
    expect(s3.calls).toContain("AbortMultipartUpload");
    expect(s3.uploads.size).toBe(0);
    expect(s3.objects.has("preview-1.glb")).toBe(false);
  });

  test("reports S3 errors other than a missing key", async () => {
    const store = createS3BlobStore({ ...settingsFor(s3), bucket: "another-bucket" });
    await expect(store.get("image-1")).rejects.toThrow(/bucket does not exist/);
  });
});
