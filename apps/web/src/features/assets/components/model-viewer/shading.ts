import type { ModelViewerElement } from "@google/model-viewer";

export type Shading = "textured" | "clay" | "wireframe";

type Material = NonNullable<ModelViewerElement["model"]>["materials"][number];
type TextureInfo = NonNullable<Material["pbrMetallicRoughness"]["baseColorTexture"]>;
type Saved = {
  baseColor: Material["pbrMetallicRoughness"]["baseColorFactor"];
  metallic: number;
  roughness: number;
  emissive: Material["emissiveFactor"];
  textures: [TextureInfo | null, TextureInfo["texture"]][];
};

/** A matte light grey, as a modelling tool's clay render: the form without its surface. */
const CLAY = [0.72, 0.7, 0.67, 1] as const;
const saved = new WeakMap<Material, Saved>();

/**
 * Shows the model textured (as authored), as clay (every material a matte grey with no colour,
 * metal or emissive texture; normal and occlusion maps kept, so the form's detail shows), or as a
 * wireframe. Clay goes through model-viewer's public scene-graph API and undoes exactly what it
 * changed. model-viewer has no wireframe: it is set on the three.js materials of the element's
 * scene, which model-viewer keeps under a private symbol; where a later version hides it,
 * wireframeAvailable() is false and the choice is not offered.
 */
export function applyShading(element: ModelViewerElement, shading: Shading): void {
  for (const material of element.model?.materials ?? []) {
    if (!material.isLoaded) continue;
    if (shading === "clay") toClay(material);
    else restore(material);
  }
  const scene = threeScene(element);
  if (!scene) return;
  scene.traverse((object) => {
    if (!object.isMesh) return;
    for (const material of [object.material].flat()) {
      if (material && "wireframe" in material) material.wireframe = shading === "wireframe";
    }
  });
  scene.queueRender();
}

export function wireframeAvailable(element: ModelViewerElement): boolean {
  return threeScene(element) !== null;
}

function toClay(material: Material) {
  const pbr = material.pbrMetallicRoughness;
  if (!saved.has(material)) {
    const infos = [pbr.baseColorTexture, pbr.metallicRoughnessTexture, material.emissiveTexture];
    saved.set(material, {
      baseColor: [...pbr.baseColorFactor] as unknown as Saved["baseColor"],
      metallic: pbr.metallicFactor,
      roughness: pbr.roughnessFactor,
      emissive: [...material.emissiveFactor] as unknown as Saved["emissive"],
      textures: infos.map((info) => [info, info?.texture ?? null]),
    });
  }
  pbr.setBaseColorFactor([...CLAY]);
  pbr.setMetallicFactor(0);
  pbr.setRoughnessFactor(0.9);
  material.setEmissiveFactor([0, 0, 0]);
  for (const [info] of saved.get(material)!.textures) info?.setTexture(null);
}

function restore(material: Material) {
  const original = saved.get(material);
  if (!original) return;
  const pbr = material.pbrMetallicRoughness;
  pbr.setBaseColorFactor([...original.baseColor] as Parameters<typeof pbr.setBaseColorFactor>[0]);
  pbr.setMetallicFactor(original.metallic);
  pbr.setRoughnessFactor(original.roughness);
  material.setEmissiveFactor([...original.emissive] as Parameters<typeof material.setEmissiveFactor>[0]);
  for (const [info, texture] of original.textures) info?.setTexture(texture);
  saved.delete(material);
}

type SceneObject = { isMesh?: boolean; material?: { wireframe: boolean } | { wireframe: boolean }[] };
type ThreeScene = { traverse: (visit: (object: SceneObject) => void) => void; queueRender: () => void };

function threeScene(element: ModelViewerElement): ThreeScene | null {
  const symbol = Object.getOwnPropertySymbols(element).find((key) => key.description === "scene");
  const scene = symbol
    ? (element as unknown as Record<symbol, Partial<ThreeScene> | undefined>)[symbol]
    : null;
  return typeof scene?.traverse === "function" && typeof scene.queueRender === "function"
    ? (scene as ThreeScene)
    : null;
}
