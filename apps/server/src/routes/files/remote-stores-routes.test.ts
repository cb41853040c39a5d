import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { ModelPreviewUpload } from "@meshlink/domain/files/file-uploads.types";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { computeContentId } from "../../files/content-id.ts";
import { encodePng } from "../../testing/file-fixtures/encode-png.ts";
import { startFakeKubo, type FakeKubo } from "../../testing/file-fixtures/fake-kubo-server.ts";
import { startFakeS3, type FakeS3 } from "../../testing/file-fixtures/fake-s3-server.ts";
import { makeZipBytes } from "../../testing/file-fixtures/make-zip.ts";
import { sharedTestdata } from "../../testing/shared-testdata.ts";
import {
  buildFilesTestApp,
  createDraft,
  filesUnder,
  multipartBody,
  signInTestUser,
  type FilesTestApp,
} from "../../testing/files-test-kit.ts";

// The file routes on the remote stores the configuration picks: S3 for blobs, Kubo for IPFS
// (both in-process fakes that speak the real wire formats), end to end through the app.

const helmet = readFileSync(join(sharedTestdata, "gltf/real/DamagedHelmet.glb"));

let t: FilesTestApp;
let s3: FakeS3;
let kubo: FakeKubo;
let user: Awaited<ReturnType<typeof signInTestUser>>;
beforeAll(async () => {
  [s3, kubo] = await Promise.all([startFakeS3(), startFakeKubo()]);
  t = await buildFilesTestApp({
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.url,
    S3_FORCE_PATH_STYLE: "true",
    S3_ACCESS_KEY_ID: "key",
    S3_SECRET_ACCESS_KEY: "secret",
    IPFS_API_URL: kubo.url,
  });
  user = await signInTestUser(t.db);
});
afterAll(async () => {
  await t.close();
  await Promise.all([s3.close(), kubo.close()]);
});

function post(url: string, file: Parameters<typeof multipartBody>[0]) {
  const body = multipartBody(file);
  return t.app.inject({
    method: "POST",
    url,
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
}

describe("the file routes with S3 and Kubo configured", () => {
  test("keep a glb preview in the bucket and serve byte ranges of it from there", async () => {
    const draftId = await createDraft(t.app, user.headers);
    const uploaded = await post(`/api/model-preview-upload/${draftId}`, {
      bytes: helmet,
      filename: "helmet.glb",
    });
    expect(uploaded.statusCode).toBe(200);
    const key = uploaded.json<{ data: ModelPreviewUpload }>().data.previewS3Key;
    expect(s3.objects.get(key)?.bytes.equals(helmet)).toBe(true);

    const range = await t.app.inject({
      method: "GET",
      url: `/api/download-model-preview/${key}`,
      headers: { range: "bytes=100-199" },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers["content-range"]).toBe(`bytes 100-199/${helmet.length}`);
    expect(range.rawPayload.equals(helmet.subarray(100, 200))).toBe(true);
    expect(await filesUnder(join(t.dataDir, "blobs"))).toEqual([]);
  });

  test("pin a source archive's sealed bytes on the Kubo node under the CID ipfs add gives, and serve them at /ipfs/{cid}", async () => {
    const draftId = await createDraft(t.app, user.headers);
    const zip = await makeZipBytes([{ name: "models/fox.glb", data: helmet }]);
    const uploaded = await post(`/api/ipfs-archive-upload/${draftId}`, { bytes: zip, filename: "fox.zip" });
    expect(uploaded.statusCode).toBe(200);
    const { cid } = uploaded.json<{ data: { cid: string } }>().data;
    expect(kubo.pins.has(cid)).toBe(true);
    expect(await filesUnder(join(t.dataDir, "ipfs"))).toEqual([]);
    const sealed = (await t.app.inject({ method: "GET", url: `/ipfs/${cid}` })).rawPayload;
    expect(cid).toBe((await computeContentId(Readable.from([sealed]))).cid.toString());
    expect(sealed.includes(helmet.subarray(0, 4096))).toBe(false);

    const start = 262_144 - 5;
    const range = await t.app.inject({
      method: "GET",
      url: `/ipfs/${cid}`,
      headers: { range: `bytes=${start}-${start + 9}` },
    });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.equals(sealed.subarray(start, start + 10))).toBe(true);
    expect(kubo.calls.at(-1)).toMatchObject({
      command: "cat",
      params: { offset: String(start), length: "10" },
    });
    const back = await t.app.inject({
      method: "GET",
      url: `/api/asset-drafts/${draftId}/archive`,
      headers: user.headers,
    });
    expect(back.rawPayload.equals(zip)).toBe(true);
  });

  test("keep images and their bucketed renditions in the bucket", async () => {
    const uploaded = await post("/api/upload", {
      bytes: encodePng(400, 200, [1, 2, 3, 255]),
      filename: "a.png",
      contentType: "image/png",
    });
    const { key } = uploaded.json<{ data: { key: string } }>().data;
    expect((await t.app.inject({ method: "GET", url: `/api/images/${key}?w=100` })).statusCode).toBe(200);
    expect([...s3.objects.keys()]).toEqual(expect.arrayContaining([key, `${key}.128x0.png`]));
  });
});
