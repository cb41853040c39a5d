import { getBounds, Primitive, type Document, type Texture } from "@gltf-transform/core";
import type { TextureSource } from "./gltf-texture-sources.ts";

type TextureStats = {
  name: string;
  mimeType: string;
  width: number | null;
  height: number | null;
  bytes: number;
};
type AnimationStats = { name: string; channels: number; durationSeconds: number };

export type ModelStats = {
  fileSize: number;
  /** Each mesh counted once, as a modelling tool reports the mesh. */
  triangles: number;
  /** Each mesh counted once per node that shows it, as the preview renders it. */
  renderedTriangles: number;
  vertices: number;
  meshes: number;
  primitives: number;
  materials: number;
  textures: TextureStats[];
  skins: number;
  rigged: boolean;
  animations: AnimationStats[];
  /** World-space box of the default scene (node transforms applied), or null with no geometry. */
  boundingBox: { min: [number, number, number]; max: [number, number, number] } | null;
  extensionsUsed: string[];
};

/**
 * Measures the facts a creator declares (poly count, rig, animations, textures) from the file.
 * `textureSources` are the JSON's textures (readTextureSources): the Document lists images.
 */
export function measureModel(
  document: Document,
  fileSize: number,
  textureSources: TextureSource[],
): ModelStats {
  const root = document.getRoot();
  const meshes = root.listMeshes();
  const primitives = meshes.flatMap((mesh) => mesh.listPrimitives());
  const meshTriangles = new Map(
    meshes.map((mesh) => [
      mesh,
      mesh.listPrimitives().reduce((sum, primitive) => sum + trianglesOf(primitive), 0),
    ]),
  );
  const instanced = root.listNodes().map((node) => node.getMesh());
  return {
    fileSize,
    triangles: [...meshTriangles.values()].reduce((sum, count) => sum + count, 0),
    renderedTriangles: instanced.reduce((sum, mesh) => sum + (mesh ? (meshTriangles.get(mesh) ?? 0) : 0), 0),
    vertices: primitives.reduce(
      (sum, primitive) => sum + (primitive.getAttribute("POSITION")?.getCount() ?? 0),
      0,
    ),
    meshes: meshes.length,
    primitives: primitives.length,
    materials: root.listMaterials().length,
    textures: textureSources.map((source, index) => textureStats(source, root.listTextures(), index)),
    skins: root.listSkins().length,
    rigged: root.listSkins().length > 0,
    animations: root.listAnimations().map((animation, index) => ({
      name: animation.getName() || `Animation ${index + 1}`,
      channels: animation.listChannels().length,
      durationSeconds: Math.max(
        0,
        ...animation.listSamplers().map((sampler) => sampler.getInput()?.getMax([0])[0] ?? 0),
      ),
    })),
    boundingBox: boundsOf(document),
    extensionsUsed: root.listExtensionsUsed().map((extension) => extension.extensionName),
  };
}

// Strips and fans of n vertices draw n - 2 triangles; points and lines draw none.
function trianglesOf(primitive: Primitive): number {
  const count = primitive.getIndices()?.getCount() ?? primitive.getAttribute("POSITION")?.getCount() ?? 0;
  switch (primitive.getMode()) {
    case Primitive.Mode.TRIANGLES:
      return Math.floor(count / 3);
    case Primitive.Mode.TRIANGLE_STRIP:
    case Primitive.Mode.TRIANGLE_FAN:
      return Math.max(0, count - 2);
    default:
      return 0;
  }
}

// gltf-transform keeps one Texture per JSON image, in the images' order.
function textureStats(source: TextureSource, images: Texture[], index: number): TextureStats {
  const image = source.image === undefined ? undefined : images[source.image];
  const size = image?.getSize();
  return {
    name: source.name || image?.getName() || image?.getURI() || `Texture ${index + 1}`,
    mimeType: image?.getMimeType() ?? "",
    width: size?.[0] ?? null,
    height: size?.[1] ?? null,
    bytes: image?.getImage()?.byteLength ?? 0,
  };
}

function boundsOf(document: Document): ModelStats["boundingBox"] {
  const root = document.getRoot();
  const scene = root.getDefaultScene() ?? root.listScenes()[0];
  if (!scene) return null;
  const { min, max } = getBounds(scene);
  if (!min.every(Number.isFinite) || !max.every(Number.isFinite)) return null;
  return { min: [min[0], min[1], min[2]], max: [max[0], max[1], max[2]] };
}
