import { sharedTestdata } from "../../testing/shared-testdata.ts";
import { readdirSync, readFileSync } from "node:fs";
import type { ModelPreviewUpload } from "@meshlink/domain/files/file-uploads.types";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  buildDracoBox,
  buildRiggedAnimatedTexturedModel,
  encodeGlb,
} from "../../testing/file-fixtures/build-test-models.ts";
import { encodePng } from "../../testing/file-fixtures/encode-png.ts";
import {
  buildFilesTestApp,
  createDraft,
  filesUnder,
  multipartBody,
  signInTestUser,
  type FilesTestApp,
} from "../../testing/files-test-kit.ts";

const corpus = join(sharedTestdata, "gltf");
const read = (folder: string, name: string) => readFileSync(join(corpus, folder, name));
const VALID_STRUCTURES = ["valid.glb", "valid_buffer.glb", "extra_data.glb", "two_images.glb"];
const INVALID_STRUCTURES = readdirSync(join(corpus, "glb-structure")).filter(
  (name) => name.endsWith(".glb") && !VALID_STRUCTURES.includes(name),
);

type PreviewData = ModelPreviewUpload;

let t: FilesTestApp;
let owner: Awaited<ReturnType<typeof signInTestUser>>;
let draftId: string;
beforeAll(async () => {
  t = await buildFilesTestApp();
  owner = await signInTestUser(t.db);
  draftId = await createDraft(t.app, owner.headers);
});
afterAll(() => t.close());

function upload(bytes: Uint8Array, headers: Record<string, string> = owner.headers) {
  const body = multipartBody({ bytes, filename: "preview.glb", contentType: "model/gltf-binary" });
  return t.app.inject({
    method: "POST",
    url: `/api/model-preview-upload/${draftId}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

async function expectRefused(bytes: Uint8Array, error?: RegExp) {
  const blobsBefore = await filesUnder(join(t.dataDir, "blobs"));
  const response = await upload(bytes);
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  const body = response.json<{ status: string; error: string }>();
  expect(body.status).toBe("failed");
  expect(body.error).toMatch(error ?? /.{10}/);
  expect(await filesUnder(join(t.dataDir, "tmp"))).toEqual([]);
  expect(await filesUnder(join(t.dataDir, "blobs"))).toEqual(blobsBefore);
}

describe("POST /api/model-preview-upload/{id}", () => {
  test.each(readdirSync(join(corpus, "real")))("accepts real/%s with its measured facts", async (name) => {
    const bytes = read("real", name);
    const response = await upload(bytes);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: PreviewData }>();
    expect(data.size).toBe(bytes.length);
    expect(data.stats.fileSize).toBe(bytes.length);
    expect(data.stats.triangles).toBeGreaterThan(0);
    expect(data.validation).toMatchObject({ errors: 0 });
  });

  test("measures BoxMeshopt (EXT_meshopt_compression) instead of refusing it", async () => {
    const { data } = (await upload(read("real", "BoxMeshopt.glb"))).json<{ data: PreviewData }>();
    expect(data.stats.triangles).toBe(12);
    expect(data.stats.extensionsUsed).toContain("EXT_meshopt_compression");
  });

  test("measures a Draco-compressed mesh", async () => {
    const { data } = (await upload(await buildDracoBox())).json<{ data: PreviewData }>();
    expect(data.stats).toMatchObject({ triangles: 12 });
  });

  test("records a rigged, animated, textured model's facts on the draft", async () => {
    const response = await upload(await buildRiggedAnimatedTexturedModel());
    expect(response.statusCode).toBe(200);
    const draft = await t.app.inject({
      method: "GET",
      url: `/api/asset-drafts/${draftId}`,
      headers: owner.headers,
    });
    expect(draft.json()).toMatchObject({
      data: {
        preview: {
          previewS3Key: response.json<{ data: PreviewData }>().data.previewS3Key,
          stats: { triangles: 2, vertices: 4, rigged: true, skins: 1, textures: [{ width: 4, height: 2 }] },
        },
      },
    });
    expect(draft.json<{ data: { preview: PreviewData } }>().data.preview.stats.animations).toHaveLength(2);
  });

  test("keeps only the latest preview of a draft", async () => {
    await upload(read("glb-structure", "valid.glb"));
    await upload(read("glb-structure", "valid_buffer.glb"));
    expect(await filesUnder(join(t.dataDir, "blobs"))).toHaveLength(1);
  });

  test.each(VALID_STRUCTURES)("accepts glb-structure/%s", async (name) => {
    expect((await upload(read("glb-structure", name))).statusCode).toBe(200);
  });

  test.each(INVALID_STRUCTURES)(
    "refuses glb-structure/%s with a 4xx reason, storing nothing",
    async (name) => {
      await expectRefused(read("glb-structure", name));
    },
  );

  test("refuses a glb that refers to an external file", async () => {
    const glb = encodeGlb({
      asset: { version: "2.0" },
      buffers: [{ uri: "https://example.com/mesh.bin", byteLength: 4 }],
      bufferViews: [{ buffer: 0, byteLength: 4 }],
    });
    await expectRefused(glb, /refers to external files \(https:\/\/example\.com\/mesh\.bin\)/);
  });

  test("refuses a PNG named preview.glb with 415", async () => {
    const response = await upload(encodePng(2, 2, [0, 0, 0, 255]));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      error: "the file is not a glb model (it does not start with glTF)",
    });
  });

  test("refuses another user's draft with 403 and nobody signed in with 401", async () => {
    const stranger = await signInTestUser(t.db);
    const glb = read("glb-structure", "valid.glb");
    expect((await upload(glb, stranger.headers)).statusCode).toBe(403);
    expect((await upload(glb, {})).statusCode).toBe(401);
    const read403 = await t.app.inject({
      method: "GET",
      url: `/api/asset-drafts/${draftId}`,
      headers: stranger.headers,
    });
    expect(read403.statusCode).toBe(403);
  });
});

describe("GET /api/download-model-preview/{previewS3Key}", () => {
  let key: string;
  const helmet = read("real", "DamagedHelmet.glb");
  beforeAll(async () => {
    key = (await upload(helmet)).json<{ data: PreviewData }>().data.previewS3Key;
  });
  const download = (headers: Record<string, string> = {}, previewKey = key) =>
    t.app.inject({ method: "GET", url: `/api/download-model-preview/${previewKey}`, headers });

  test("streams the whole file with caching headers", async () => {
    const response = await download();
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(helmet)).toBe(true);
    expect(response.headers).toMatchObject({
      "content-type": "model/gltf-binary",
      "content-length": String(helmet.length),
      "accept-ranges": "bytes",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    });
    expect(response.headers.etag).toMatch(/^".+"$/);
    expect(response.headers["content-security-policy"]).toMatch(/^default-src 'none'/);
  });

  test("answers a byte range with 206", async () => {
    const response = await download({ range: "bytes=100-199" });
    expect(response.statusCode).toBe(206);
    expect(response.headers["content-range"]).toBe(`bytes 100-199/${helmet.length}`);
    expect(response.rawPayload.equals(helmet.subarray(100, 200))).toBe(true);
    const tail = await download({ range: "bytes=-12" });
    expect(tail.rawPayload.equals(helmet.subarray(helmet.length - 12))).toBe(true);
  });

  test("answers 304 to a matching If-None-Match and 416 to a range past the end", async () => {
    const { etag } = (await download()).headers;
    expect((await download({ "if-none-match": String(etag) })).statusCode).toBe(304);
    const past = await download({ range: `bytes=${helmet.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${helmet.length}`);
  });

  test("404 for a missing key, 400 for a key that could be a path", async () => {
    expect((await download({}, "preview-missing.glb")).statusCode).toBe(404);
    expect((await download({}, "..%2Fdb")).statusCode).toBe(400);
  });
});
