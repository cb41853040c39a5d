import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  ARCHIVE_KEY_BYTES,
  CHUNK_BYTES,
  openArchive,
  openedSize,
  SealedArchiveDamaged,
  sealArchive,
  sealedSize,
} from "./archive-cipher.ts";
import type { ByteRange } from "./byte-range.ts";

async function collect(source: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of source) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function inPieces(bytes: Uint8Array, size: number): AsyncIterable<Uint8Array> {
  const pieces: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  return Readable.from(pieces);
}

const seal = (plain: Uint8Array, key: Uint8Array, pieceSize = 10_000) =>
  collect(sealArchive(inPieces(plain, pieceSize), key));

/** What an IPFS store's `cat` gives: the sealed bytes of a range, cut anywhere. */
const reader = (sealed: Buffer) => (range: ByteRange) =>
  inPieces(sealed.subarray(range.start, range.end + 1), 777);

const open = (sealed: Buffer, key: Uint8Array, range?: ByteRange) =>
  collect(openArchive(reader(sealed), sealed.length, key, range));

describe("sealed source archives", () => {
  const key = randomBytes(ARCHIVE_KEY_BYTES);

  test.each([0, 1, CHUNK_BYTES - 1, CHUNK_BYTES, CHUNK_BYTES + 1, 3 * CHUNK_BYTES, 200_000])(
    "open to the exact bytes sealed (%i bytes), whatever the pieces they arrive in",
    async (length) => {
      const plain = randomBytes(length);
      const sealed = await seal(plain, key, 4_099);
      expect(sealed.length).toBe(sealedSize(length));
      expect(openedSize(sealed.length)).toBe(length);
      expect((await open(sealed, key)).equals(plain)).toBe(true);
    },
  );

  test("hide the plaintext: no run of it appears in the sealed bytes, and one key seals differently from another", async () => {
    const plain = Buffer.concat([Buffer.from("PK\x03\x04"), randomBytes(100_000)]);
    const sealed = await seal(plain, key);
    expect(sealed.subarray(0, 4).toString("latin1")).toBe("MLA\x01");
    expect(sealed.includes(plain.subarray(1_000, 1_016))).toBe(false);
    const other = await seal(plain, randomBytes(ARCHIVE_KEY_BYTES));
    expect(other.subarray(4, 100).equals(sealed.subarray(4, 100))).toBe(false);
  });

  test("give any byte range of the plaintext from the chunks that hold it", async () => {
    const plain = randomBytes(3 * CHUNK_BYTES + 1234);
    const sealed = await seal(plain, key);
    await fc.assert(
      fc.asyncProperty(fc.nat(plain.length - 1), fc.nat(plain.length - 1), async (a, b) => {
        const range = { start: Math.min(a, b), end: Math.max(a, b) };
        const part = await open(sealed, key, range);
        expect(part.equals(plain.subarray(range.start, range.end + 1))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  test("refuse a flipped byte, a wrong key, a cut-off end and swapped chunks", async () => {
    const plain = randomBytes(2 * CHUNK_BYTES + 10);
    const sealed = await seal(plain, key);
    const flipped = Buffer.from(sealed);
    flipped[CHUNK_BYTES + 100]! ^= 1;
    await expect(open(flipped, key)).rejects.toBeInstanceOf(SealedArchiveDamaged);
    await expect(open(sealed, randomBytes(ARCHIVE_KEY_BYTES))).rejects.toBeInstanceOf(SealedArchiveDamaged);

    // Cut after two whole chunks: the size is one a shorter plaintext seals to, but its last
    // chunk was sealed as a middle one.
    const cut = sealed.subarray(0, 4 + 2 * (CHUNK_BYTES + 16));
    expect(openedSize(cut.length)).toBe(2 * CHUNK_BYTES);
    await expect(open(cut, key)).rejects.toBeInstanceOf(SealedArchiveDamaged);

    const chunk = (index: number) =>
      sealed.subarray(4 + index * (CHUNK_BYTES + 16), 4 + (index + 1) * (CHUNK_BYTES + 16));
    const swapped = Buffer.concat([
      sealed.subarray(0, 4),
      chunk(1),
      chunk(0),
      sealed.subarray(4 + 2 * (CHUNK_BYTES + 16)),
    ]);
    await expect(open(swapped, key)).rejects.toBeInstanceOf(SealedArchiveDamaged);
  });

  test("say which sizes no plaintext seals to", () => {
    expect(openedSize(3)).toBeNull();
    expect(openedSize(4 + 15)).toBeNull();
    expect(openedSize(4 + CHUNK_BYTES + 16 + 5)).toBeNull();
  });
});
