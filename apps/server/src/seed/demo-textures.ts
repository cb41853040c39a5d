import sharp from "sharp";

// Procedural images for the demo seed, drawn as SVG and rasterised by sharp: textures for the
// models and the collections' logos and banners. Colours derive from a hue so each differs.

const encode = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();

/** A square texture: planks for crates, stone courses for pillars, scales for creatures. */
export function texturePng(pattern: "planks" | "stone" | "scales", hue: number, size = 128): Promise<Buffer> {
  const base = `hsl(${hue},45%,40%)`;
  const line = `hsl(${hue},40%,22%)`;
  const rows = Array.from({ length: 8 }, (_, i) => i * (size / 8));
  const shapes =
    pattern === "planks"
      ? rows.map(
          (y) =>
            `<rect x="0" y="${y}" width="${size}" height="${size / 8 - 2}" fill="hsl(${hue},50%,${38 + (y % 3) * 4}%)"/>`,
        )
      : pattern === "stone"
        ? rows.map(
            (y, i) =>
              `<rect x="${(i % 2) * (size / 4)}" y="${y}" width="${size / 2 - 2}" height="${size / 8 - 2}" fill="${line}" opacity="0.35"/>`,
          )
        : rows.flatMap((y) =>
            rows.map(
              (x) =>
                `<circle cx="${x + size / 16}" cy="${y + size / 16}" r="${size / 18}" fill="${line}" opacity="0.5"/>`,
            ),
          );
  return encode(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="${base}"/>${shapes.join("")}</svg>`,
  );
}

/**
 * A collection's logo or banner showing its assets: their posters (the models as drawn for their
 * token images) side by side on the collection's gradient, as many as fit, centred.
 */
export async function showcasePng(
  hue: number,
  width: number,
  height: number,
  posters: Buffer[],
): Promise<Buffer> {
  const side = Math.round(height * 0.9);
  const fit = Math.max(1, Math.min(posters.length, Math.floor(width / side)));
  const left = Math.round((width - fit * side) / 2);
  const background =
    await encode(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},60%,25%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
  </svg>`);
  const tiles = await Promise.all(
    posters.slice(0, fit).map(async (poster, index) => ({
      input: await sharp(poster).resize(side, side, { fit: "contain", background: "#0000" }).toBuffer(),
      left: left + index * side,
      top: Math.round((height - side) / 2),
    })),
  );
  return sharp(background).composite(tiles).png({ compressionLevel: 6 }).toBuffer();
}
