import { NodeIO } from "@gltf-transform/core";
import { ALL_EXTENSIONS } from "@gltf-transform/extensions";
import draco3d from "draco3d";
import { MeshoptDecoder } from "meshoptimizer";

// Creators ship compressed previews (gltfpack's EXT_meshopt_compression, Draco from Blender), so
// every extension gltf-transform knows is registered together with both decoders: a compressed
// glb is decoded and measured, not refused. The decoders are WebAssembly and take a moment to
// start, so one reader is made on first use and shared. NodeIO.readBinary never reads external
// URIs (it throws), so the reader cannot be made to touch the file system or the network.
let reader: Promise<NodeIO> | undefined;

export function glbReader(): Promise<NodeIO> {
  reader ??= createReader().catch((error: unknown) => {
    reader = undefined;
    throw error;
  });
  return reader;
}

async function createReader(): Promise<NodeIO> {
  const [dracoDecoder] = await Promise.all([draco3d.createDecoderModule(), MeshoptDecoder.ready]);
  return new NodeIO()
    .registerExtensions(ALL_EXTENSIONS)
    .registerDependencies({ "draco3d.decoder": dracoDecoder, "meshopt.decoder": MeshoptDecoder });
}
