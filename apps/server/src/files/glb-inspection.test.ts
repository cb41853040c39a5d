import { sharedTestdata } from "../testing/shared-testdata.ts";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { inspectGlb } from "./glb-inspection.ts";
import { ServiceError } from "../services/service-error.ts";
import { encodePng } from "../testing/file-fixtures/encode-png.ts";
import {
  buildDracoBox,
  buildRiggedAnimatedTexturedModel,
  encodeGlb,
} from "../testing/file-fixtures/build-test-models.ts";

const corpus = join(sharedTestdata, "gltf");
const read = (folder: string, name: string) => new Uint8Array(readFileSync(join(corpus, folder, name)));

// The four files the Khronos validator's own test suite treats as valid (see the corpus README).
const VALID_STRUCTURES = ["valid.glb", "valid_buffer.glb", "extra_data.glb", "two_images.glb"];
const INVALID_STRUCTURES = readdirSync(join(corpus, "glb-structure")).filter(
  (name) => name.endsWith(".glb") && !VALID_STRUCTURES.includes(name),
);

async function rejectionOf(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => expect.fail("the model was accepted"),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

/** Index count / 3 read straight from the glb's JSON chunk: a measurement independent of gltf-transform. */
function trianglesFromJson(glb: Uint8Array): number {
  const view = new DataView(glb.buffer, glb.byteOffset);
  const json = JSON.parse(new TextDecoder().decode(glb.subarray(20, 20 + view.getUint32(12, true)))) as {
    meshes: { primitives: { indices: number }[] }[];
    accessors: { count: number }[];
  };
  return json.meshes
    .flatMap((mesh) => mesh.primitives)
    .reduce((sum, primitive) => sum + json.accessors[primitive.indices]!.count / 3, 0);
}

describe("real models", () => {
  test("DamagedHelmet: 15,452 triangles and five 2048² textures", async () => {
    const bytes = read("real", "DamagedHelmet.glb");
    const { validation, stats } = await inspectGlb(bytes);
    expect(trianglesFromJson(bytes)).toBe(15_452);
    expect(stats).toMatchObject({
      triangles: 15_452,
      vertices: 14_556,
      meshes: 1,
      materials: 1,
      rigged: false,
    });
    expect(stats.fileSize).toBe(bytes.length);
    expect(stats.textures).toHaveLength(5);
    expect(stats.textures.every((texture) => texture.width === 2048 && texture.height === 2048)).toBe(true);
    expect(stats.boundingBox?.min[0]).toBeCloseTo(-0.947, 3);
    expect(stats.boundingBox?.max[1]).toBeCloseTo(0.901, 3);
    expect(validation).toMatchObject({ errors: 0, warnings: 1 });
    expect(validation.messages[0]?.code).toBe("MESH_PRIMITIVE_GENERATED_TANGENT_SPACE");
  });

  test("BoxMeshopt (EXT_meshopt_compression) is decoded and measured, not refused", async () => {
    const { stats } = await inspectGlb(read("real", "BoxMeshopt.glb"));
    expect(stats).toMatchObject({ triangles: 12, vertices: 24, meshes: 1 });
    expect(stats.extensionsUsed).toEqual(
      expect.arrayContaining(["EXT_meshopt_compression", "KHR_mesh_quantization"]),
    );
    expect(stats.boundingBox?.min).toEqual([-0.5, -0.5, -0.5]);
    expect(stats.boundingBox?.max.map((value) => +value.toFixed(6))).toEqual([0.5, 0.5, 0.5]);
  });

  test("the compressed variants made from them (Draco geometry, KTX2 textures) are decoded and measured", async () => {
    const knight = (await inspectGlb(read("compressed", "chr_knight-draco.glb"))).stats;
    expect(knight).toMatchObject({
      triangles: 1460,
      textures: [{ mimeType: "image/png", width: 256, height: 1 }],
    });
    expect(knight.extensionsUsed).toEqual(["KHR_draco_mesh_compression"]);
    const helmet = (await inspectGlb(read("compressed", "DamagedHelmet-ktx2.glb"))).stats;
    expect(helmet).toMatchObject({ triangles: 15_452, extensionsUsed: ["KHR_texture_basisu"] });
    expect(helmet.textures.map(({ mimeType, width, height }) => [mimeType, width, height])).toEqual(
      Array.from({ length: 5 }, () => ["image/ktx2", 256, 256]),
    );
  });

  test("the other real models are accepted with their measured facts", async () => {
    const measured = async (name: string) => (await inspectGlb(read("real", name))).stats;
    expect(await measured("BoxVertexColors.glb")).toMatchObject({ triangles: 12, vertices: 24 });
    expect(await measured("chr_knight.glb")).toMatchObject({
      triangles: 1460,
      textures: [{ width: 256, height: 1 }],
    });
    // ShapeCollection shows some of its six meshes more than once.
    expect(await measured("ShapeCollection.glb")).toMatchObject({
      meshes: 6,
      triangles: 2390,
      renderedTriangles: 3542,
    });
  });
});

describe("textures are glTF textures, as the Khronos validator counts them, not images", () => {
  test("two_images.glb: two images and no texture report no texture", async () => {
    const { stats } = await inspectGlb(read("glb-structure", "two_images.glb"));
    expect(stats.textures).toEqual([]);
  });

  test("two textures sampling one image are two textures, each with the image's facts", async () => {
    const image = encodePng(3, 5, [0, 128, 0, 255]);
    const png = Buffer.from(image).toString("base64");
    const glb = encodeGlb({
      asset: { version: "2.0" },
      images: [{ uri: `data:image/png;base64,${png}`, name: "leaf" }],
      samplers: [{}, { wrapS: 33071 }],
      textures: [
        { source: 0, sampler: 0, name: "leaf-albedo" },
        { source: 0, sampler: 1 },
      ],
      materials: [
        { pbrMetallicRoughness: { baseColorTexture: { index: 0 } }, emissiveTexture: { index: 1 } },
      ],
    });
    const { stats } = await inspectGlb(glb);
    expect(stats.textures).toEqual([
      { name: "leaf-albedo", mimeType: "image/png", width: 3, height: 5, bytes: image.length },
      { name: "leaf", mimeType: "image/png", width: 3, height: 5, bytes: image.length },
    ]);
  });
});

describe("GLB container edge cases from the Khronos validator", () => {
  test.each(VALID_STRUCTURES)("accepts %s", async (name) => {
    const { validation } = await inspectGlb(read("glb-structure", name));
    expect(validation.errors).toBe(0);
  });

  test.each(INVALID_STRUCTURES)("refuses %s with a reason", async (name) => {
    const rejection = await rejectionOf(inspectGlb(read("glb-structure", name)));
    expect(rejection.message.length).toBeGreaterThan(10);
  });
});

describe("models built here", () => {
  test("reports a rigged, animated, textured model exactly", async () => {
    const { validation, stats } = await inspectGlb(await buildRiggedAnimatedTexturedModel());
    expect(validation.errors).toBe(0);
    expect(stats).toMatchObject({
      triangles: 2,
      vertices: 4,
      meshes: 1,
      materials: 1,
      skins: 1,
      rigged: true,
      textures: [{ name: "checker", mimeType: "image/png", width: 4, height: 2 }],
      animations: [
        { name: "Wave", channels: 1, durationSeconds: 1 },
        { name: "Bounce", channels: 1, durationSeconds: 1 },
      ],
      boundingBox: { min: [0, 0, 0], max: [1, 2, 0] },
    });
  });

  test("decodes a Draco-compressed mesh", async () => {
    const { stats } = await inspectGlb(await buildDracoBox());
    expect(stats).toMatchObject({ triangles: 12, vertices: 8 });
    expect(stats.extensionsUsed).toContain("KHR_draco_mesh_compression");
  });

  test.each(["external.bin", "file:///etc/passwd", "https://example.com/mesh.bin"])(
    "refuses a buffer at an external URI (%s)",
    async (uri) => {
      const glb = encodeGlb({
        asset: { version: "2.0" },
        buffers: [{ uri, byteLength: 4 }],
        bufferViews: [{ buffer: 0, byteLength: 4 }],
      });
      const rejection = await rejectionOf(inspectGlb(glb));
      expect(rejection.message).toBe(
        `the model refers to external files (${uri}); a glb must contain everything it uses`,
      );
    },
  );

  test("refuses an image at an external URI, naming every one", async () => {
    const glb = encodeGlb({
      asset: { version: "2.0" },
      images: [{ uri: "textures/wood.png" }, { uri: "http://127.0.0.1/metal.png" }],
      textures: [{ source: 0 }, { source: 1 }],
    });
    const rejection = await rejectionOf(inspectGlb(glb));
    expect(rejection.message).toMatch(
      /^the model refers to external files \(textures\/wood\.png, http:\/\/127\.0\.0\.1\/metal\.png\)/,
    );
  });

  test("accepts an image embedded as a data: URI", async () => {
    const png = Buffer.from(encodePng(3, 5, [0, 128, 0, 255])).toString("base64");
    const glb = encodeGlb({
      asset: { version: "2.0" },
      images: [{ uri: `data:image/png;base64,${png}` }],
      textures: [{ source: 0 }],
    });
    const { stats } = await inspectGlb(glb);
    expect(stats.textures).toEqual([expect.objectContaining({ mimeType: "image/png", width: 3, height: 5 })]);
  });

  test("refuses a PNG or a glTF JSON file renamed .glb", async () => {
    const png = await rejectionOf(inspectGlb(encodePng(2, 2, [0, 0, 0, 255])));
    expect(png.message).toBe("the file is not a glb model (it does not start with glTF)");
    expect(png.code).toBe("UNSUPPORTED_TYPE");
    const json = new TextEncoder().encode(JSON.stringify({ asset: { version: "2.0" } }));
    expect((await rejectionOf(inspectGlb(json))).message).toBe(
      "the file is not a glb model (it does not start with glTF)",
    );
  });

  test("refuses glTF version 1", async () => {
    const glb = encodeGlb({ asset: { version: "1.0" } });
    new DataView(glb.buffer, glb.byteOffset).setUint32(4, 1, true);
    expect((await rejectionOf(inspectGlb(glb))).message).toBe(
      "the model is glTF version 1; only version 2 is accepted",
    );
  });
});
