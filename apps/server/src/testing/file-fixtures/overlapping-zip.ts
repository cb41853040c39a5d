import { crc32, deflateRawSync } from "node:zlib";

/** A central directory entry as a hostile writer sets it: any name, pointing at any local header. */
type RawEntry = { name: string; localHeaderAt: number };

type RawZipPart = {
  /** Local header and data of one stream, written at this part's place in the file. */
  name: string;
  data: Uint8Array;
  deflate: boolean;
};

/**
 * Writes zips no zip tool makes, byte by byte (APPNOTE 4.3.7, 4.3.12, 4.3.16): the local parts
 * one after the other, then a central directory whose entries may point several names at the
 * same local header, so they share one stream (the overlapping-entry zip bomb). Each central
 * entry carries the sizes and CRC of the part it points at, so every entry is valid alone.
 */
export function writeRawZip(parts: RawZipPart[], entries: (offsets: number[]) => RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const facts = new Map<number, { method: number; crc: number; size: number; compressed: number }>();
  let offset = 0;
  const offsets: number[] = [];
  for (const part of parts) {
    const body = part.deflate ? deflateRawSync(part.data, { level: 9 }) : Buffer.from(part.data);
    const fact = {
      method: part.deflate ? 8 : 0,
      crc: crc32(part.data),
      size: part.data.length,
      compressed: body.length,
    };
    const header = fixedHeader(0x04034b50, 30, part.name, fact);
    header.writeUInt16LE(Buffer.byteLength(part.name), 26);
    offsets.push(offset);
    facts.set(offset, fact);
    locals.push(header, Buffer.from(part.name), body);
    offset += header.length + Buffer.byteLength(part.name) + body.length;
  }
  const central: Buffer[] = [];
  const listed = entries(offsets);
  for (const entry of listed) {
    const fact = facts.get(entry.localHeaderAt);
    if (!fact) throw new Error(`no local header at ${entry.localHeaderAt}`);
    const header = fixedHeader(0x02014b50, 46, entry.name, fact);
    header.writeUInt16LE(20, 4); // version made by: MS-DOS, 2.0
    header.writeUInt16LE(Buffer.byteLength(entry.name), 28);
    header.writeUInt32LE(entry.localHeaderAt, 42);
    central.push(header, Buffer.from(entry.name));
  }
  const centralBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(listed.length, 8);
  end.writeUInt16LE(listed.length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralBytes, end]);
}

// The fields local and central headers share, at their offsets in each (4.3.7 and 4.3.12).
function fixedHeader(
  signature: number,
  length: 30 | 46,
  name: string,
  fact: { method: number; crc: number; size: number; compressed: number },
): Buffer {
  const header = Buffer.alloc(length);
  const shift = length === 46 ? 2 : 0;
  header.writeUInt32LE(signature, 0);
  header.writeUInt16LE(20, 4 + shift);
  header.writeUInt16LE(Buffer.byteLength(name) === name.length ? 0 : 0x800, 6 + shift);
  header.writeUInt16LE(fact.method, 8 + shift);
  header.writeUInt32LE(fact.crc >>> 0, 14 + shift);
  header.writeUInt32LE(fact.compressed, 18 + shift);
  header.writeUInt32LE(fact.size, 22 + shift);
  return header;
}
