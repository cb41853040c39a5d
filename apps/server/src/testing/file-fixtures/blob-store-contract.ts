import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import type { BlobStore } from "../../files/blob-store.ts";

export type StoreUnderTest<Store> = { store: Store; cleanup: () => Promise<void> };

export const bytePattern = (length: number, seed = 31) =>
  Uint8Array.from({ length }, (_, index) => (index * seed) % 251);

export async function* failingAfter(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
  await Promise.resolve();
  throw new Error("connection reset");
}

/** `bytes` in chunks of `size`, as an upload arrives. */
export function inChunks(bytes: Uint8Array, size = 64 * 1024): AsyncIterable<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.subarray(start, start + size));
  return Readable.from(chunks);
}

const read = async (stream: Readable | null) => (stream ? buffer(stream) : null);
const text = (value: string) => Readable.from([Buffer.from(value)]);

/**
 * What every BlobStore must do (blob-store.ts), run against each implementation so that the
 * folder, S3 and any later store provably behave alike for the routes that use them.
 */
export function describeBlobStoreContract(name: string, setup: () => Promise<StoreUnderTest<BlobStore>>) {
  describe(`${name}: the BlobStore contract`, () => {
    let store: BlobStore;
    let cleanup: () => Promise<void>;
    beforeEach(async () => {
      ({ store, cleanup } = await setup());
    });
    afterEach(() => cleanup());

    test("put answers the size and an ETag, and stat answers the same", async () => {
      const put = await store.put("preview-1.glb", text("0123456789"));
      expect(put.size).toBe(10);
      expect(put.etag).toMatch(/^".+"$/);
      expect(await store.stat("preview-1.glb")).toEqual(put);
    });

    test("get answers the whole blob or an inclusive byte range of it", async () => {
      await store.put("preview-1.glb", text("0123456789"));
      expect((await read(await store.get("preview-1.glb")))?.toString()).toBe("0123456789");
      expect((await read(await store.get("preview-1.glb", { start: 2, end: 4 })))?.toString()).toBe("234");
      expect((await read(await store.get("preview-1.glb", { start: 9, end: 9 })))?.toString()).toBe("9");
    });

    test("a blob streamed in many chunks comes back byte for byte, also across part boundaries", async () => {
      const bytes = bytePattern(12 * 1024 * 1024 + 3);
      expect((await store.put("image-large", inChunks(bytes))).size).toBe(bytes.length);
      expect((await read(await store.get("image-large")))?.equals(Buffer.from(bytes))).toBe(true);
      const boundary = 5 * 1024 * 1024;
      const slice = await read(await store.get("image-large", { start: boundary - 10, end: boundary + 9 }));
      expect(slice?.equals(Buffer.from(bytes.subarray(boundary - 10, boundary + 10)))).toBe(true);
    });

    test("an empty blob is a blob", async () => {
      expect((await store.put("image-empty", Readable.from([]))).size).toBe(0);
      expect((await store.stat("image-empty"))?.size).toBe(0);
    });

    test("a second put replaces the bytes and the ETag", async () => {
      const first = await store.put("image-1", text("first"));
      const second = await store.put("image-1", text("the second"));
      expect(second.etag).not.toBe(first.etag);
      expect((await read(await store.get("image-1")))?.toString()).toBe("the second");
    });

    test("stat and get answer null for a key never put", async () => {
      expect(await store.stat("image-missing")).toBeNull();
      expect(await store.get("image-missing")).toBeNull();
      expect(await store.get("image-missing", { start: 0, end: 1 })).toBeNull();
    });

    test("delete removes the blob, and deleting a missing one is no error", async () => {
      await store.put("image-1", text("bytes"));
      await store.delete("image-1");
      expect(await store.stat("image-1")).toBeNull();
      await expect(store.delete("image-1")).resolves.toBeUndefined();
    });

    test("a failed put leaves the key as it was", async () => {
      await store.put("image-1", text("old"));
      await expect(store.put("image-1", failingAfter(bytePattern(1000)))).rejects.toThrow("connection reset");
      await expect(store.put("image-2", failingAfter(bytePattern(1000)))).rejects.toThrow("connection reset");
      expect((await read(await store.get("image-1")))?.toString()).toBe("old");
      expect(await store.stat("image-2")).toBeNull();
    });

    test("refuses keys that could name another path", async () => {
      await expect(store.stat("../db")).rejects.toThrow(/invalid blob key/);
      await expect(store.get("a/../../b")).rejects.toThrow(/invalid blob key/);
      await expect(store.put("../x", text("x"))).rejects.toThrow(/invalid blob key/);
    });
  });
}
