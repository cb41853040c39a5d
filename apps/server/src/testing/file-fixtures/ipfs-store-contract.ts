import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { computeContentId } from "../../files/content-id.ts";
import type { IpfsStore } from "../../files/ipfs-store.ts";
import { bytePattern, failingAfter, inChunks, type StoreUnderTest } from "./blob-store-contract.ts";

/** The CID `ipfs add --cid-version 1` prints for `bytes` (content-id.ts, checked against Kubo). */
export const kuboCid = async (bytes: Uint8Array) => (await computeContentId(inChunks(bytes))).cid.toString();

/**
 * What every IpfsStore must do (ipfs-store.ts), run against each implementation: above all, the
 * same bytes get the same CID everywhere, the one Kubo gives, so metadata URIs never depend on
 * which store a server was configured with.
 */
export function describeIpfsStoreContract(name: string, setup: () => Promise<StoreUnderTest<IpfsStore>>) {
  describe(`${name}: the IpfsStore contract`, () => {
    let store: IpfsStore;
    let cleanup: () => Promise<void>;
    const catBytes = async (cid: string, range?: { start: number; end: number }) =>
      buffer(Readable.from(store.cat(cid, range)));
    beforeEach(async () => {
      ({ store, cleanup } = await setup());
    });
    afterEach(() => cleanup());

    test("adds a file of several chunks under Kubo's CIDv1, with its size", async () => {
      const bytes = bytePattern(700 * 1024);
      expect(await store.addFile(inChunks(bytes))).toEqual({ cid: await kuboCid(bytes), size: bytes.length });
    });

    test("adds a one-chunk file as a single raw block (a bafk… CID)", async () => {
      const bytes = new TextEncoder().encode('{"name":"Low-poly fox"}');
      const added = await store.addFile(inChunks(bytes));
      expect(added).toEqual({ cid: await kuboCid(bytes), size: bytes.length });
      expect(added.cid).toMatch(/^bafk/);
    });

    test("stat answers the size, cat the bytes whole and in ranges", async () => {
      const bytes = bytePattern(700 * 1024, 7);
      const { cid } = await store.addFile(inChunks(bytes));
      expect(await store.stat(cid)).toEqual({ size: bytes.length });
      expect((await catBytes(cid)).equals(Buffer.from(bytes))).toBe(true);
      const acrossChunks = await catBytes(cid, { start: 262_000, end: 263_000 });
      expect(acrossChunks.equals(Buffer.from(bytes.subarray(262_000, 263_001)))).toBe(true);
      const lastByte = await catBytes(cid, { start: bytes.length - 1, end: bytes.length - 1 });
      expect([...lastByte]).toEqual([bytes[bytes.length - 1]]);
    });

    test("adding the same bytes again answers the same CID", async () => {
      const bytes = bytePattern(300 * 1024);
      const first = await store.addFile(inChunks(bytes, 1000));
      expect(await store.addFile(inChunks(bytes, 77_777))).toEqual(first);
    });

    test("stat answers null for a CID it does not hold", async () => {
      expect(await store.stat(await kuboCid(bytePattern(1234, 13)))).toBeNull();
    });

    test("a failed add keeps nothing of the file", async () => {
      const sent = bytePattern(600 * 1024);
      await expect(store.addFile(failingAfter(sent))).rejects.toThrow("connection reset");
      expect(await store.stat(await kuboCid(sent))).toBeNull();
    });
  });
}
