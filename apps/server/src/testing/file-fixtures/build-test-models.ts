import { Document, NodeIO, type Node } from "@gltf-transform/core";
import { KHRDracoMeshCompression } from "@gltf-transform/extensions";
import draco3d from "draco3d";
import { encodePng } from "./encode-png.ts";

// Models made here with gltf-transform, so the facts the inspection must find are known exactly.

/** A quad (2 triangles, 4 vertices) skinned to two joints, animated twice, with a 4×2 PNG texture. */
export async function buildRiggedAnimatedTexturedModel(): Promise<Uint8Array> {
  const document = new Document();
  const buffer = document.createBuffer();
  const accessor = (type: "SCALAR" | "VEC2" | "VEC3" | "VEC4" | "MAT4", array: Float32Array | Uint16Array) =>
    document.createAccessor().setType(type).setArray(array).setBuffer(buffer);

  const texture = document
    .createTexture("checker")
    .setMimeType("image/png")
    .setImage(encodePng(4, 2, [200, 40, 40, 255]));
  const material = document.createMaterial("skin").setBaseColorTexture(texture);
  const primitive = document
    .createPrimitive()
    .setMaterial(material)
    .setIndices(accessor("SCALAR", new Uint16Array([0, 1, 2, 2, 1, 3])))
    .setAttribute("POSITION", accessor("VEC3", new Float32Array([0, 0, 0, 1, 0, 0, 0, 2, 0, 1, 2, 0])))
    .setAttribute("TEXCOORD_0", accessor("VEC2", new Float32Array([0, 1, 1, 1, 0, 0, 1, 0])))
    .setAttribute(
      "JOINTS_0",
      accessor("VEC4", new Uint16Array([0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0])),
    )
    .setAttribute(
      "WEIGHTS_0",
      accessor("VEC4", new Float32Array([1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0])),
    );
  const mesh = document.createMesh("body").addPrimitive(primitive);

  const hip = document.createNode("hip");
  const spine = document.createNode("spine").setTranslation([0, 1, 0]);
  hip.addChild(spine);
  const identity = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
  const spineInverse = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, -1, 0, 1];
  const skin = document
    .createSkin("rig")
    .setSkeleton(hip)
    .addJoint(hip)
    .addJoint(spine)
    .setInverseBindMatrices(accessor("MAT4", new Float32Array([...identity, ...spineInverse])));
  const body = document.createNode("body").setMesh(mesh).setSkin(skin);
  document.createScene("scene").addChild(hip).addChild(body);

  const times = accessor("SCALAR", new Float32Array([0, 0.5, 1]));
  const addAnimation = (name: string, target: Node, path: "rotation" | "translation", values: number[]) => {
    const sampler = document
      .createAnimationSampler()
      .setInput(times)
      .setOutput(accessor(path === "rotation" ? "VEC4" : "VEC3", new Float32Array(values)));
    const channel = document
      .createAnimationChannel()
      .setTargetNode(target)
      .setTargetPath(path)
      .setSampler(sampler);
    document.createAnimation(name).addSampler(sampler).addChannel(channel);
  };
  addAnimation("Wave", spine, "rotation", [0, 0, 0, 1, 0, 0, 0.3826834, 0.9238795, 0, 0, 0, 1]);
  addAnimation("Bounce", hip, "translation", [0, 0, 0, 0, 0.5, 0, 0, 0, 0]);

  return new NodeIO().writeBinary(document);
}

/** A unit cube (12 triangles) whose geometry is Draco-compressed, as Blender can export it. */
export async function buildDracoBox(): Promise<Uint8Array> {
  const document = new Document();
  const buffer = document.createBuffer();
  const corners = [...Array(8).keys()].flatMap((i) =>
    [i & 1, (i >> 1) & 1, (i >> 2) & 1].map((c) => c - 0.5),
  );
  const faces = [
    0, 2, 1, 1, 2, 3, 4, 5, 6, 5, 7, 6, 0, 1, 4, 1, 5, 4, 2, 6, 3, 3, 6, 7, 0, 4, 2, 2, 4, 6, 1, 3, 5, 3, 7,
    5,
  ];
  const primitive = document
    .createPrimitive()
    .setIndices(
      document.createAccessor().setType("SCALAR").setArray(new Uint16Array(faces)).setBuffer(buffer),
    )
    .setAttribute(
      "POSITION",
      document.createAccessor().setType("VEC3").setArray(new Float32Array(corners)).setBuffer(buffer),
    );
  document
    .createScene()
    .addChild(document.createNode().setMesh(document.createMesh().addPrimitive(primitive)));
  document.createExtension(KHRDracoMeshCompression).setRequired(true);
  return new NodeIO()
    .registerExtensions([KHRDracoMeshCompression])
    .registerDependencies({ "draco3d.encoder": await draco3d.createEncoderModule() })
    .writeBinary(document);
}

/** Writes a GLB container by hand, for JSON that gltf-transform would refuse to write. */
export function encodeGlb(json: unknown, bin?: Uint8Array): Uint8Array {
  const pad = (bytes: Uint8Array, fill: number) => {
    const padded = new Uint8Array(Math.ceil(bytes.length / 4) * 4).fill(fill);
    padded.set(bytes);
    return padded;
  };
  const chunk = (type: number, data: Uint8Array) => {
    const header = new DataView(new ArrayBuffer(8));
    header.setUint32(0, data.length, true);
    header.setUint32(4, type, true);
    return [new Uint8Array(header.buffer), data];
  };
  const parts = [
    ...chunk(0x4e4f534a, pad(new TextEncoder().encode(JSON.stringify(json)), 0x20)),
    ...(bin ? chunk(0x004e4942, pad(bin, 0)) : []),
  ];
  const length = 12 + parts.reduce((sum, part) => sum + part.length, 0);
  const header = new DataView(new ArrayBuffer(12));
  header.setUint32(0, 0x46546c67, true);
  header.setUint32(4, 2, true);
  header.setUint32(8, length, true);
  return Buffer.concat([new Uint8Array(header.buffer), ...parts]);
}
