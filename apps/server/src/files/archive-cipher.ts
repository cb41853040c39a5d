import { createCipheriv, createDecipheriv } from "node:crypto";
import type { ByteRange } from "./byte-range.ts";

// A sealed archive (docs/decisions/009-source-archive-encryption.md): a 4-byte header, then the
// plaintext in 64 KiB chunks, each encrypted with AES-256-GCM under the archive's own key and
// followed by its 16-byte tag. Chunk i's nonce is i (11 bytes, big-endian) and a last-chunk flag,
// as in the STREAM construction (Hoang, Reyhanitabar, Rogaway, Vizár 2015): chunks cannot be
// reordered, dropped or cut off without a tag failing, and any chunk decrypts on its own, so a
// byte range costs at most two chunks more than its length. The key is never used twice.

const SEALED_HEADER = Buffer.from("MLA\x01", "latin1");
export const CHUNK_BYTES = 65_536;
const TAG_BYTES = 16;
const SEALED_CHUNK_BYTES = CHUNK_BYTES + TAG_BYTES;
export const ARCHIVE_KEY_BYTES = 32;

export class SealedArchiveDamaged extends Error {
  override readonly name = "SealedArchiveDamaged";
}

/** Bytes a plaintext of `size` bytes takes once sealed; an empty file still has one (empty) chunk. */
export function sealedSize(size: number): number {
  const chunks = Math.max(1, Math.ceil(size / CHUNK_BYTES));
  return SEALED_HEADER.length + size + chunks * TAG_BYTES;
}

/** The plaintext's size from the sealed file's, or null when no plaintext seals to that size. */
export function openedSize(sealed: number): number | null {
  const body = sealed - SEALED_HEADER.length;
  if (body < TAG_BYTES) return null;
  const size = body - Math.ceil(body / SEALED_CHUNK_BYTES) * TAG_BYTES;
  return sealedSize(size) === sealed ? size : null;
}

function nonce(index: number, last: boolean): Buffer {
  const bytes = Buffer.alloc(12);
  bytes.writeUIntBE(index, 5, 6);
  bytes[11] = last ? 1 : 0;
  return bytes;
}

function sealChunk(key: Uint8Array, index: number, last: boolean, plain: Uint8Array): Buffer {
  const cipher = createCipheriv("aes-256-gcm", key, nonce(index, last));
  return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

function openChunk(key: Uint8Array, index: number, last: boolean, sealed: Buffer): Buffer {
  const decipher = createDecipheriv("aes-256-gcm", key, nonce(index, last));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
  } catch {
    throw new SealedArchiveDamaged(`chunk ${index} of the sealed archive fails its authentication tag`);
  }
}

/** Re-cuts a stream into pieces of exactly `size` bytes, holding one back until the next arrives. */
async function* pieces(source: AsyncIterable<Uint8Array>, size: number) {
  let pending = Buffer.alloc(0);
  for await (const chunk of source) {
    pending = pending.length === 0 ? Buffer.from(chunk) : Buffer.concat([pending, chunk]);
    // Strictly more than one piece: the last piece must wait to be known as the last.
    while (pending.length > size) {
      yield { piece: pending.subarray(0, size), last: false };
      pending = pending.subarray(size);
    }
  }
  yield { piece: pending, last: true };
}

/** Seals `plain` under `key` (ARCHIVE_KEY_BYTES random bytes, used for this archive only). */
export async function* sealArchive(plain: AsyncIterable<Uint8Array>, key: Uint8Array): AsyncIterable<Buffer> {
  yield SEALED_HEADER;
  let index = 0;
  for await (const { piece, last } of pieces(plain, CHUNK_BYTES)) {
    yield sealChunk(key, index++, last, piece);
  }
}

/** Where the chunks holding `range` of the plaintext sit in a sealed file of `sealed` bytes. */
function sealedRangeOf(range: ByteRange, sealed: number): { range: ByteRange; firstChunk: number } {
  const firstChunk = Math.floor(range.start / CHUNK_BYTES);
  const lastChunk = Math.floor(range.end / CHUNK_BYTES);
  const start = SEALED_HEADER.length + firstChunk * SEALED_CHUNK_BYTES;
  const end = Math.min(SEALED_HEADER.length + (lastChunk + 1) * SEALED_CHUNK_BYTES, sealed) - 1;
  return { range: { start, end }, firstChunk };
}

/**
 * The plaintext of a sealed file of `sealed` bytes, or `range` of it (within the plaintext). `read`
 * gives the sealed bytes of a range (from the IPFS store). Throws SealedArchiveDamaged on any
 * altered, missing or reordered byte. The header only names the format; the tags protect the rest.
 */
export async function* openArchive(
  read: (range: ByteRange) => AsyncIterable<Uint8Array>,
  sealed: number,
  key: Uint8Array,
  range?: ByteRange,
): AsyncIterable<Buffer> {
  const size = openedSize(sealed);
  if (size === null) throw new SealedArchiveDamaged(`${sealed} bytes is not the size of a sealed archive`);
  const chunks = Math.max(1, Math.ceil(size / CHUNK_BYTES));
  const wanted = range ?? { start: 0, end: Math.max(size - 1, 0) };
  const at = sealedRangeOf(wanted, sealed);
  let index = at.firstChunk;
  let skip = wanted.start - index * CHUNK_BYTES;
  let remaining = size === 0 ? 0 : wanted.end - wanted.start + 1;
  for await (const { piece } of pieces(read(at.range), SEALED_CHUNK_BYTES)) {
    if (piece.length === 0) break;
    const plain = openChunk(key, index, index === chunks - 1, piece);
    const part = plain.subarray(skip, skip + remaining);
    remaining -= part.length;
    skip = 0;
    index++;
    if (part.length > 0) yield part;
  }
  if (remaining !== 0 || index === at.firstChunk) {
    throw new SealedArchiveDamaged("the sealed archive ends early");
  }
}
