import * as dagPb from "@ipld/dag-pb";
import { UnixFS } from "ipfs-unixfs";
import { CID } from "multiformats/cid";
import * as raw from "multiformats/codecs/raw";
import { sha256 } from "multiformats/hashes/sha2";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { computeContentId, type BlockSink } from "./content-id.ts";
import { FolderBlockstore } from "./folder-blockstore.ts";
import { createTempFolder, type TempFolder } from "../testing/file-fixtures/make-zip.ts";

const CHUNK = 262_144;

let temp: TempFolder;
beforeAll(async () => {
  temp = await createTempFolder();
});
afterAll(() => temp.remove());

/** Deterministic, incompressible-looking bytes, so every chunk is a different block. */
function patternBytes(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = 1;
  for (let i = 0; i < length; i += 1) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

async function* inPieces(bytes: Uint8Array, pieceSize: number): AsyncIterable<Uint8Array> {
  for (let at = 0; at < bytes.length; at += pieceSize)
    yield await Promise.resolve(bytes.subarray(at, at + pieceSize));
}

const rawCid = async (bytes: Uint8Array) => CID.createV1(raw.code, await sha256.digest(bytes));

/** What Kubo writes for a file of several chunks: a dag-pb node linking raw leaves. */
async function dagPbRootByHand(bytes: Uint8Array): Promise<CID> {
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += CHUNK) chunks.push(bytes.subarray(at, at + CHUNK));
  const file = new UnixFS({ type: "file", blockSizes: chunks.map((chunk) => BigInt(chunk.length)) });
  const Links = await Promise.all(
    chunks.map(async (chunk) => ({ Hash: await rawCid(chunk), Name: "", Tsize: chunk.length })),
  );
  const block = dagPb.encode(dagPb.prepare({ Data: file.marshal(), Links }));
  return CID.createV1(dagPb.code, await sha256.digest(block));
}

describe("computeContentId gives the CID of `ipfs add --cid-version 1`", () => {
  test("the empty file", async () => {
    const path = await temp.write("empty.bin", new Uint8Array(0));
    const { cid, fileSize } = await computeContentId(path);
    expect(cid.toString()).toBe("bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku");
    expect(fileSize).toBe(0);
  });

  test('"hello world\\n" is one raw block, the sha2-256 of its bytes', async () => {
    const bytes = new TextEncoder().encode("hello world\n");
    const { cid } = await computeContentId(await temp.write("hello.txt", bytes));
    expect(cid.toString()).toBe("bafkreifjjcie6lypi6ny7amxnfftagclbuxndqonfipmb64f2km2devei4");
    expect(cid.equals(await rawCid(bytes))).toBe(true);
  });

  test("a file of exactly one chunk is still a single raw block", async () => {
    const bytes = patternBytes(CHUNK);
    const { cid } = await computeContentId(inPieces(bytes, 10_000));
    expect(cid.equals(await rawCid(bytes))).toBe(true);
    expect(cid.toString()).toMatch(/^bafkrei/);
  });

  test("a file over 256 KiB gets a dag-pb root linking its raw chunks", async () => {
    const bytes = patternBytes(600 * 1024);
    const { cid, fileSize } = await computeContentId(await temp.write("big.bin", bytes));
    expect(cid.toString()).toMatch(/^bafybei/);
    expect(cid.equals(await dagPbRootByHand(bytes))).toBe(true);
    expect(fileSize).toBe(bytes.length);
  });

  test("does not depend on how the stream is cut into pieces", async () => {
    const bytes = patternBytes(300 * 1024 + 7);
    const fromFile = await computeContentId(await temp.write("pieces.bin", bytes));
    const fromOddPieces = await computeContentId(inPieces(bytes, 65_537));
    expect(fromOddPieces.cid.equals(fromFile.cid)).toBe(true);
  });

  test("puts at most 174 links in one node, as Kubo's balanced layout does", async () => {
    const nodes: dagPb.PBNode[] = [];
    const keepNodes: BlockSink = {
      put: (cid, block) => {
        if (cid.code === dagPb.code && block instanceof Uint8Array) nodes.push(dagPb.decode(block));
        return cid;
      },
    };
    const chunks = 175;
    const bytes = patternBytes(chunks * CHUNK);
    await computeContentId(inPieces(bytes, 1024 ** 2), keepNodes);
    expect(nodes.map((node) => node.Links.length).sort((a, b) => a - b)).toEqual([1, 2, 174]);
  }, 180_000);
});

describe("FolderBlockstore", () => {
  test("keeps every block under its CID, so the file can be served and pinned later", async () => {
    const folder = join(await temp.write("marker", new Uint8Array(0)), "..", "blocks");
    const store = new FolderBlockstore(folder);
    const bytes = patternBytes(600 * 1024);
    const { cid } = await computeContentId(inPieces(bytes, 100_000), store);

    expect((await readdir(folder)).filter((name) => !name.endsWith(".tmp"))).toHaveLength(4);
    const root = dagPb.decode(await store.get(cid));
    const leaves = await Promise.all(root.Links.map((link) => store.get(link.Hash)));
    expect(Buffer.concat(leaves).equals(Buffer.from(bytes))).toBe(true);
    expect(await store.has(await rawCid(new Uint8Array([1])))).toBe(false);
  });
});
