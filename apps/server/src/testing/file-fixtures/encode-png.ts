import { crc32, deflateSync } from "node:zlib";

// A minimal PNG writer (8-bit RGBA, no filtering) so tests can make real images without a
// dependency: https://www.w3.org/TR/png-3/#5DataRep
export function encodePng(width: number, height: number, rgba: [number, number, number, number]): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, colour type RGBA, deflate, no filter, no interlace

  const row = new Uint8Array(1 + width * 4); // leading 0 = filter type None
  for (let x = 0; x < width; x += 1) row.set(rgba, 1 + x * 4);
  const pixels = new Uint8Array(row.length * height);
  for (let y = 0; y < height; y += 1) pixels.set(row, y * row.length);

  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", new Uint8Array(0)),
  ]);
}

function chunk(type: string, data: Uint8Array): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}
