import path from "node:path";
import { readFileSync } from "node:fs";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createLocalFileStores } from "../../files/file-stores.ts";
import { buildFilesTestApp, type FilesTestApp } from "../../testing/files-test-kit.ts";
import { sharedTestdata } from "../../testing/shared-testdata.ts";

const helmet = readFileSync(path.join(sharedTestdata, "gltf/real/DamagedHelmet.glb"));

let t: FilesTestApp;
let HELMET_CID: string;
let METADATA_CID: string;
beforeAll(async () => {
  t = await buildFilesTestApp();
  const stores = createLocalFileStores(t.dataDir);
  HELMET_CID = (await stores.ipfs.addFile(Readable.from([helmet]))).cid;
  METADATA_CID = (await stores.ipfs.addFile(Readable.from([Buffer.from('{"name":"Helmet"}')]))).cid;
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: path, headers });

describe("GET /ipfs/{cid}", () => {
  test("serves a multi-block file whole, with its length and immutable caching", async () => {
    expect(HELMET_CID).toMatch(/^bafybei/);
    const response = await get(`/ipfs/${HELMET_CID}`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(helmet)).toBe(true);
    expect(response.headers).toMatchObject({
      "content-length": String(helmet.length),
      "content-type": "model/gltf-binary",
      "cache-control": "public, max-age=31536000, immutable",
      etag: `"${HELMET_CID}"`,
      "x-content-type-options": "nosniff",
    });
  });

  test("serves a range across block boundaries with 206", async () => {
    const start = 262_144 - 10;
    const response = await get(`/ipfs/${HELMET_CID}`, { range: `bytes=${start}-${start + 99}` });
    expect(response.statusCode).toBe(206);
    expect(response.headers["content-range"]).toBe(`bytes ${start}-${start + 99}/${helmet.length}`);
    expect(response.rawPayload.equals(helmet.subarray(start, start + 100))).toBe(true);
  });

  test("serves token metadata as JSON", async () => {
    const response = await get(`/ipfs/${METADATA_CID}`);
    expect(response.headers["content-type"]).toBe("application/json");
    expect(response.json()).toEqual({ name: "Helmet" });
  });

  test("answers 404 for a CID it does not hold and 400 for a string that is not a CID", async () => {
    expect((await get("/ipfs/bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku")).statusCode).toBe(
      404,
    );
    expect((await get("/ipfs/not-a-cid")).statusCode).toBe(400);
  });
});
