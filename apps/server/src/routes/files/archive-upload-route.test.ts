import { sharedTestdata } from "../../testing/shared-testdata.ts";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { inspectArchive } from "../../files/archive-inspection.ts";
import { computeContentId } from "../../files/content-id.ts";
import { encodePng } from "../../testing/file-fixtures/encode-png.ts";
import { makeZipBytes, renameInZip } from "../../testing/file-fixtures/make-zip.ts";
import {
  buildFilesTestApp,
  createDraft,
  filesUnder,
  multipartBody,
  signInTestUser,
  type FilesTestApp,
} from "../../testing/files-test-kit.ts";

const corpus = join(sharedTestdata, "zip");
const zipsIn = (folder: string) => readdirSync(join(corpus, folder)).filter((name) => name.endsWith(".zip"));

let t: FilesTestApp;
let owner: Awaited<ReturnType<typeof signInTestUser>>;
let draftId: string;
beforeAll(async () => {
  t = await buildFilesTestApp({ PUBLIC_URL: "https://meshlink.example" });
  owner = await signInTestUser(t.db);
  draftId = await createDraft(t.app, owner.headers);
});
afterAll(() => t.close());

function upload(
  bytes: Uint8Array,
  options: { id?: string; headers?: Record<string, string>; app?: FilesTestApp } = {},
) {
  const body = multipartBody({ bytes, filename: "source.zip", contentType: "application/zip" });
  return (options.app ?? t).app.inject({
    method: "POST",
    url: `/api/ipfs-archive-upload/${options.id ?? draftId}`,
    headers: { ...(options.headers ?? owner.headers), ...body.headers },
    payload: body.payload,
  });
}

type Refusal = { status?: number; error?: string | RegExp; app?: FilesTestApp };

/** Refused with a 4xx envelope, nothing left in the temporary or IPFS folders, server still up. */
async function expectRefused(bytes: Uint8Array, { status, error, app = t }: Refusal = {}) {
  const blocksBefore = await filesUnder(join(app.dataDir, "ipfs"));
  const response = await upload(bytes, { app });
  if (status) expect(response.statusCode).toBe(status);
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  const body = response.json<{ status: string; error: string }>();
  expect(body.status).toBe("failed");
  expect(body.error).toMatch(error ?? /.{10}/);
  expect(await filesUnder(join(app.dataDir, "tmp"))).toEqual([]);
  expect(await filesUnder(join(app.dataDir, "ipfs"))).toEqual(blocksBefore);
  const health = await app.app.inject({ method: "GET", url: "/api/health" });
  expect(health.statusCode).toBe(200);
}

describe("POST /api/ipfs-archive-upload/{id}", () => {
  test.each(zipsIn("valid"))(
    "accepts valid/%s with its tree, sealed under the CID ipfs add gives the sealed bytes",
    async (name) => {
      const path = join(corpus, "valid", name);
      const plain = readFileSync(path);
      const response = await upload(plain);
      expect(response.statusCode).toBe(200);
      const { data } = response.json<{ data: { cid: string } & Record<string, unknown> }>();
      const { archiveStructure } = await inspectArchive(path);
      expect(data).toMatchObject({
        draftId,
        uri: `https://meshlink.example/ipfs/${data.cid}`,
        size: plain.length,
        filesMetadata: { archiveStructure },
      });
      const stored = await t.app.inject({ method: "GET", url: `/ipfs/${data.cid}` });
      expect(stored.statusCode).toBe(200);
      expect(stored.rawPayload.includes(plain)).toBe(false);
      expect((await computeContentId(Readable.from([stored.rawPayload]))).cid.toString()).toBe(data.cid);
      const back = await t.app.inject({
        method: "GET",
        url: `/api/asset-drafts/${draftId}/archive`,
        headers: owner.headers,
      });
      expect(back.rawPayload.equals(plain)).toBe(true);
      expect(await filesUnder(join(t.dataDir, "tmp"))).toEqual([]);
    },
  );

  test("records the archive on the draft", async () => {
    await upload(readFileSync(join(corpus, "valid", "directories.zip")));
    const response = await t.app.inject({
      method: "GET",
      url: `/api/asset-drafts/${draftId}`,
      headers: owner.headers,
    });
    expect(response.json()).toMatchObject({
      data: {
        archive: { size: 428 },
        filesMetadata: {
          archiveStructure: [
            { name: "a", isFolder: true, children: [{ name: "a.txt", isFolder: false, children: [] }] },
            { name: "b", isFolder: true, children: [] },
          ],
        },
      },
    });
  });

  test.each(zipsIn("invalid"))("refuses invalid/%s with a 4xx reason, storing nothing", async (name) => {
    await expectRefused(readFileSync(join(corpus, "invalid", name)));
  });
});

describe("the hazard corpus", () => {
  test("a zip bomb", async () => {
    const bomb = await makeZipBytes([{ name: "zeros.bin", data: new Uint8Array(20_000_000) }]);
    await expectRefused(bomb, { status: 400, error: /expands too much to be safe/ });
  });

  test("a ../ path", async () => {
    const zip = renameInZip(
      await makeZipBytes([{ name: "zz/evil.sh", data: randomBytes(8) }]),
      "zz/evil.sh",
      "../evil.sh",
    );
    await expectRefused(zip, {
      status: 400,
      error: "the archive contains a path that leaves its folder: ../evil.sh",
    });
  });

  test("duplicate names", async () => {
    const zip = await makeZipBytes([
      { name: "model.fbx", data: randomBytes(8) },
      { name: "model.fbx", data: randomBytes(8) },
    ]);
    await expectRefused(zip, { status: 400, error: "the archive contains the name model.fbx twice" });
  });

  test("a PNG named source.zip (wrong magic bytes) is 415", async () => {
    await expectRefused(encodePng(4, 4, [1, 2, 3, 255]), { status: 415, error: /not a zip archive/ });
  });

  test("an empty file", async () => {
    await expectRefused(new Uint8Array(0), { status: 400, error: /empty/ });
  });

  test("an archive over ARCHIVE_MAX_BYTES is 413 with the limit in words", async () => {
    const small = await buildFilesTestApp({ ARCHIVE_MAX_BYTES: "1000" });
    try {
      const user = await signInTestUser(small.db);
      const id = await createDraft(small.app, user.headers);
      const zip = await makeZipBytes([{ name: "noise.bin", data: randomBytes(5000), compress: false }]);
      const body = multipartBody({ bytes: zip, filename: "a.zip" });
      const response = await small.app.inject({
        method: "POST",
        url: `/api/ipfs-archive-upload/${id}`,
        headers: { ...user.headers, ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        status: "failed",
        error: "the archive is larger than 1 kB, the most we accept",
        code: "TOO_LARGE",
      });
      expect(await filesUnder(join(small.dataDir, "tmp"))).toEqual([]);
      expect(await filesUnder(join(small.dataDir, "ipfs"))).toEqual([]);
    } finally {
      await small.close();
    }
  });
});

describe("who may upload", () => {
  const zip = () => readFileSync(join(corpus, "valid", "linux-info-zip.zip"));

  test("nobody signed in: 401", async () => {
    const response = await upload(zip(), { headers: {} });
    expect(response.statusCode).toBe(401);
  });

  test("another user's draft: 403", async () => {
    const stranger = await signInTestUser(t.db);
    const response = await upload(zip(), { headers: stranger.headers });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      status: "failed",
      error: "This asset draft belongs to another user",
    });
  });

  test("a draft that does not exist: 404; an id that is not one: 400", async () => {
    expect((await upload(zip(), { id: "00000000-0000-4000-8000-000000000000" })).statusCode).toBe(404);
    expect((await upload(zip(), { id: "nope" })).statusCode).toBe(400);
  });

  test("a form without the file field: 400; not a form at all: 415", async () => {
    const body = multipartBody({ bytes: zip(), filename: "a.zip", field: "archive" });
    const wrongField = await t.app.inject({
      method: "POST",
      url: `/api/ipfs-archive-upload/${draftId}`,
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload,
    });
    expect(wrongField.statusCode).toBe(400);
    const raw = await t.app.inject({
      method: "POST",
      url: `/api/ipfs-archive-upload/${draftId}`,
      headers: { ...owner.headers, "content-type": "application/zip" },
      payload: zip(),
    });
    expect(raw.statusCode).toBe(415);
  });
});
