import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { computeContentId } from "./content-id.ts";
import { createLocalFileStores, type FileStores } from "./file-stores.ts";
import { createFolderBlobStore } from "./folder-blob-store.ts";
import { createLocalIpfsStore } from "./local-ipfs-store.ts";
import { describeBlobStoreContract } from "../testing/file-fixtures/blob-store-contract.ts";
import { describeIpfsStoreContract } from "../testing/file-fixtures/ipfs-store-contract.ts";

const listed = (folder: string) => readdir(folder, { recursive: true }).catch(() => []);
const pattern = (length: number) => Uint8Array.from({ length }, (_, index) => (index * 31) % 251);

async function* failingAfter(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
  await Promise.resolve();
  throw new Error("connection reset");
}

async function inTemporaryFolder<Store>(make: (dataDir: string) => Store) {
  const folder = await mkdtemp(join(tmpdir(), "meshlink-contract-"));
  return { store: make(folder), cleanup: () => rm(folder, { recursive: true, force: true }) };
}

describeBlobStoreContract("the folder blob store", () =>
  inTemporaryFolder((folder) => createFolderBlobStore(join(folder, "blobs"), join(folder, "tmp"))),
);
describeIpfsStoreContract("the local IPFS store", () =>
  inTemporaryFolder((folder) => createLocalIpfsStore(join(folder, "blocks"), join(folder, "tmp"))),
);

let dataDir: string;
let stores: FileStores;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "meshlink-stores-"));
  stores = createLocalFileStores(dataDir);
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe("the local IPFS store", () => {
  test("adds a file under the CID computeContentId gives and reads it back whole and in ranges", async () => {
    const bytes = pattern(700 * 1024);
    const added = await stores.ipfs.addFile(Readable.from([bytes]));
    expect(added).toEqual({
      cid: (await computeContentId(Readable.from([bytes]))).cid.toString(),
      size: bytes.length,
    });
    expect(await stores.ipfs.stat(added.cid)).toEqual({ size: bytes.length });
    expect((await buffer(Readable.from(stores.ipfs.cat(added.cid)))).equals(Buffer.from(bytes))).toBe(true);
    const slice = await buffer(Readable.from(stores.ipfs.cat(added.cid, { start: 262_000, end: 263_000 })));
    expect(slice.equals(Buffer.from(bytes.subarray(262_000, 263_001)))).toBe(true);
  });

  test("keeps no block of a file whose upload failed part-way", async () => {
    await expect(stores.ipfs.addFile(failingAfter(pattern(600 * 1024)))).rejects.toThrow("connection reset");
    expect(await listed(join(dataDir, "ipfs"))).toEqual([]);
    expect(await listed(join(dataDir, "tmp"))).toEqual([]);
  });
});

describe("the folder blob store", () => {
  test("puts, stats, reads a range and deletes", async () => {
    const stat = await stores.blobs.put("preview-1.glb", Readable.from([Buffer.from("0123456789")]));
    expect(stat.size).toBe(10);
    const range = await stores.blobs.get("preview-1.glb", { start: 2, end: 4 });
    expect(range && (await buffer(range)).toString()).toBe("234");
    await stores.blobs.delete("preview-1.glb");
    expect(await stores.blobs.stat("preview-1.glb")).toBeNull();
    expect(await stores.blobs.get("preview-1.glb")).toBeNull();
  });

  test("leaves nothing under the key, or in the temporary folder, when a put fails", async () => {
    await expect(stores.blobs.put("image-1", failingAfter(pattern(1000)))).rejects.toThrow(
      "connection reset",
    );
    expect(await stores.blobs.stat("image-1")).toBeNull();
    expect(await listed(join(dataDir, "tmp"))).toEqual([]);
  });

  test("refuses keys that could name another path", async () => {
    await expect(stores.blobs.stat("../db")).rejects.toThrow(/invalid blob key/);
  });
});
