/**
 * A GIF whose screen is `width` × `height` with `frames` frames, each one transparent-less pixel
 * in the corner: a few bytes per frame that a decoder expands to the whole screen, frame after
 * frame (the shape of a GIF pixel bomb).
 */
export function encodeGifOfTinyFrames(width: number, height: number, frames: number): Buffer {
  const word = (value: number) => [value & 0xff, value >> 8];
  const screen = [...word(width), ...word(height), 0x80, 0, 0, ...[0, 0, 0, 255, 255, 255]];
  const frame = [
    ...[0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00], // 100 ms before the next frame
    ...[0x2c, ...word(0), ...word(0), ...word(1), ...word(1), 0x00],
    // LZW, minimum code size 2: clear (4), pixel 0, end (5) in 3-bit codes.
    ...[0x02, 0x02, 0x44, 0x01, 0x00],
  ];
  return Buffer.from([
    ...Buffer.from("GIF89a"),
    ...screen,
    ...Array.from({ length: frames }, () => frame).flat(),
    0x3b,
  ]);
}
