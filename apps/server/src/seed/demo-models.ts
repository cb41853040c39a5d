import { Document, NodeIO, type Node } from "@gltf-transform/core";
import { box, cylinder, merge, type MeshData } from "./demo-geometry.ts";
import { texturePng } from "./demo-textures.ts";

// The demo seed's glb previews, built with gltf-transform: crates, pillars and a rigged, animated
// creature, each textured with a generated PNG, so the asset page has real facts to measure.

export type DemoShape = { kind: "crate" | "pillar" | "creature"; hue: number; size: number };

export async function buildDemoModel(shape: DemoShape): Promise<Uint8Array> {
  const document = new Document();
  const buffer = document.createBuffer();
  const pattern = shape.kind === "crate" ? "planks" : shape.kind === "pillar" ? "stone" : "scales";
  const texture = document
    .createTexture(`${pattern}-albedo`)
    .setMimeType("image/png")
    .setImage(await texturePng(pattern, shape.hue));
  const material = document.createMaterial(pattern).setBaseColorTexture(texture).setRoughnessFactor(0.8);
  const primitive = (mesh: MeshData) => {
    const accessor = (type: "SCALAR" | "VEC2" | "VEC3", array: Float32Array | Uint16Array) =>
      document.createAccessor().setType(type).setArray(array).setBuffer(buffer);
    return document
      .createPrimitive()
      .setMaterial(material)
      .setIndices(accessor("SCALAR", new Uint16Array(mesh.indices)))
      .setAttribute("POSITION", accessor("VEC3", new Float32Array(mesh.positions)))
      .setAttribute("NORMAL", accessor("VEC3", new Float32Array(mesh.normals)))
      .setAttribute("TEXCOORD_0", accessor("VEC2", new Float32Array(mesh.uvs)));
  };
  const scene = document.createScene(shape.kind);
  const s = shape.size;
  if (shape.kind === "crate") {
    const trims = [-1, 1].flatMap((x) =>
      [-1, 1].map((z) => shift(box(0.12 * s, s, 0.12 * s), x * 0.45 * s, z * 0.45 * s)),
    );
    const mesh = document.createMesh("crate").addPrimitive(primitive(merge(box(s, s, s), ...trims)));
    scene.addChild(document.createNode("crate").setMesh(mesh));
  } else if (shape.kind === "pillar") {
    const shaft = cylinder((t) => 0.25 * s * (1 - 0.15 * t), 3 * s, 24, 6);
    const mesh = document
      .createMesh("pillar")
      .addPrimitive(
        primitive(merge(box(0.8 * s, 0.2 * s, 0.8 * s), shaft, box(0.8 * s, 0.2 * s, 0.8 * s, 3 * s))),
      );
    scene.addChild(document.createNode("pillar").setMesh(mesh));
  } else {
    addCreature(document, scene, primitive(cylinder((t) => 0.3 * s * (1 - 0.6 * t), 2 * s, 16, 8)), s);
  }
  return new NodeIO().writeBinary(document);
}

const shift = (mesh: MeshData, dx: number, dz: number): MeshData => ({
  ...mesh,
  positions: mesh.positions.map((v, i) => (i % 3 === 0 ? v + dx : i % 3 === 2 ? v + dz : v)),
});

/** A body skinned to three stacked joints (hip, spine, head), with three named animations. */
function addCreature(
  document: Document,
  scene: ReturnType<Document["createScene"]>,
  body: ReturnType<Document["createPrimitive"]>,
  s: number,
) {
  const buffer = document.getRoot().listBuffers()[0]!;
  const accessor = (type: "SCALAR" | "VEC3" | "VEC4" | "MAT4", array: Float32Array | Uint16Array) =>
    document.createAccessor().setType(type).setArray(array).setBuffer(buffer);
  const positions = body.getAttribute("POSITION")!.getArray() as Float32Array;
  const count = positions.length / 3;
  const joints = new Uint16Array(count * 4);
  const weights = new Float32Array(count * 4);
  for (let v = 0; v < count; v++) {
    const h = Math.min(1.999, Math.max(0, positions[v * 3 + 1]! / s));
    const lower = Math.floor(h);
    joints.set([lower, lower + 1, 0, 0], v * 4);
    weights.set([1 - (h - lower), h - lower, 0, 0], v * 4);
  }
  body
    .setAttribute("JOINTS_0", accessor("VEC4", joints))
    .setAttribute("WEIGHTS_0", accessor("VEC4", weights));

  const hip = document.createNode("hip");
  const spine = document.createNode("spine").setTranslation([0, s, 0]);
  const head = document.createNode("head").setTranslation([0, s, 0]);
  hip.addChild(spine);
  spine.addChild(head);
  const inverse = (y: number) => [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, -y, 0, 1];
  const skin = document.createSkin("rig").setSkeleton(hip).addJoint(hip).addJoint(spine).addJoint(head);
  skin.setInverseBindMatrices(
    accessor("MAT4", new Float32Array([...inverse(0), ...inverse(s), ...inverse(2 * s)])),
  );
  const mesh = document.createMesh("creature").addPrimitive(body);
  scene.addChild(hip).addChild(document.createNode("creature").setMesh(mesh).setSkin(skin));

  const times = accessor("SCALAR", new Float32Array([0, 0.5, 1]));
  const animate = (name: string, target: Node, path: "rotation" | "translation", values: number[]) => {
    const size = path === "rotation" ? "VEC4" : "VEC3";
    const sampler = document
      .createAnimationSampler()
      .setInput(times)
      .setOutput(accessor(size, new Float32Array(values)));
    const channel = document
      .createAnimationChannel()
      .setTargetNode(target)
      .setTargetPath(path)
      .setSampler(sampler);
    document.createAnimation(name).addSampler(sampler).addChannel(channel);
  };
  const sway = Math.sin(Math.PI / 16);
  animate("Idle", spine, "rotation", [0, 0, 0, 1, 0, 0, sway, Math.cos(Math.PI / 16), 0, 0, 0, 1]);
  animate("Walk", hip, "translation", [0, 0, 0, 0, 0.1 * s, 0.2 * s, 0, 0, 0.4 * s]);
  animate("Roar", head, "rotation", [0, 0, 0, 1, sway * 2, 0, 0, Math.sqrt(1 - 4 * sway * sway), 0, 0, 0, 1]);
}
