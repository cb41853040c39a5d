// Writes the compressed models of this folder from models in ../real, with glTF-Transform.
// Run it from a folder where its packages are installed (see ../README.md):
//   node generate.mjs <repository>/testdata/gltf
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { NodeIO } from "@gltf-transform/core";
import { ALL_EXTENSIONS } from "@gltf-transform/extensions";
import { draco, textureCompress } from "@gltf-transform/functions";
import draco3d from "draco3d";
import { ktx2 } from "ktx2-encoder/gltf-transform";
import { MeshoptDecoder } from "meshoptimizer";
import sharp from "sharp";

const gltf = process.argv[2];
if (!gltf) throw new Error("usage: node generate.mjs <repository>/testdata/gltf");
await MeshoptDecoder.ready;
const io = new NodeIO().registerExtensions(ALL_EXTENSIONS).registerDependencies({
  "draco3d.encoder": await draco3d.createEncoderModule(),
  "draco3d.decoder": await draco3d.createDecoderModule(),
  "meshopt.decoder": MeshoptDecoder,
});

// KHR_draco_mesh_compression: the voxel knight's geometry, its PNG texture unchanged.
const knight = await io.read(join(gltf, "real", "chr_knight.glb"));
await knight.transform(draco({ method: "edgebreaker" }));
await writeFile(join(gltf, "compressed", "chr_knight-draco.glb"), await io.writeBinary(knight));

// KHR_texture_basisu: the helmet's five 2048² JPEG textures resized to 256² and encoded as KTX2
// (Basis Universal ETC1S, with mipmaps); its geometry unchanged.
const helmet = await io.read(join(gltf, "real", "DamagedHelmet.glb"));
const imageDecoder = async (buffer) => {
  const { data, info } = await sharp(buffer).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
};
await helmet.transform(
  textureCompress({ encoder: sharp, resize: [256, 256] }),
  ktx2({ isUASTC: false, generateMipmap: true, imageDecoder }),
);
await writeFile(join(gltf, "compressed", "DamagedHelmet-ktx2.glb"), await io.writeBinary(helmet));
