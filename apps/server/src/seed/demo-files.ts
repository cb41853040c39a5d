import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import yazl from "yazl";
import { buildDemoModel, type DemoShape } from "./demo-models.ts";
import { texturePng } from "./demo-textures.ts";

/** The files of one demo asset: its glb preview and a source archive holding it with extras. */
export async function demoAssetFiles(name: string, shape: DemoShape) {
  const glb = await buildDemoModel(shape);
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const pattern = shape.kind === "crate" ? "planks" : shape.kind === "pillar" ? "stone" : "scales";
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(glb), `${slug}/${slug}.glb`);
  zip.addBuffer(await texturePng(pattern, shape.hue, 256), `${slug}/textures/${pattern}-albedo.png`);
  zip.addBuffer(
    Buffer.from(`${name}\n\nMade procedurally for the MeshLink demo. Licence: CC0.\n`),
    `${slug}/README.txt`,
  );
  zip.end();
  return { glb, zip: await buffer(zip.outputStream) };
}

/** A byte buffer as the stream the upload services read. */
export const streamOf = (bytes: Uint8Array): AsyncIterable<Uint8Array> => Readable.from([Buffer.from(bytes)]);
