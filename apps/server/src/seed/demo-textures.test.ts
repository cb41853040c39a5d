import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DEMO_COLLECTIONS } from "./demo-catalog.ts";
import { readDemoPoster } from "./demo-posters.ts";
import { showcasePng } from "./demo-textures.ts";

describe("a demo collection's logo and banner", () => {
  const collection = DEMO_COLLECTIONS[0]!;

  it("shows the collection's first model on its logo, not just its colours", async () => {
    const poster = await readDemoPoster(collection.assets[0]!.shape);
    const logo = await showcasePng(collection.hue, 256, 256, [poster]);
    const bare = await showcasePng(collection.hue, 256, 256, []);

    const { data: withModel, info } = await sharp(logo).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([256, 256]);
    const { data: without } = await sharp(bare).raw().toBuffer({ resolveWithObject: true });
    let differing = 0;
    for (let index = 0; index < withModel.length; index += 1)
      if (withModel[index] !== without[index]) differing += 1;
    expect(differing / withModel.length).toBeGreaterThan(0.05);
  });

  it("lays as many of the collection's models on its banner as fit, centred", async () => {
    const posters = await Promise.all(collection.assets.map((asset) => readDemoPoster(asset.shape)));
    const banner = await showcasePng(collection.hue, 1400, 200, posters);
    const bare = await showcasePng(collection.hue, 1400, 200, []);
    const { data: shown, info } = await sharp(banner).raw().toBuffer({ resolveWithObject: true });
    const { data: plain } = await sharp(bare).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1400, 200]);
    // Columns that differ from the bare gradient: where the models are drawn.
    const drawn = new Set<number>();
    for (let index = 0; index < shown.length; index += info.channels) {
      if (shown[index] !== plain[index]) drawn.add(Math.floor(index / info.channels) % info.width);
    }
    const columns = [...drawn].sort((a, b) => a - b);
    expect(columns.length).toBeGreaterThan(180 * Math.min(posters.length, 7) * 0.3);
    // Centred: as much margin on the left as on the right, within a model's width.
    expect(Math.abs(columns[0]! - (1399 - columns.at(-1)!))).toBeLessThan(180);
  });
});
