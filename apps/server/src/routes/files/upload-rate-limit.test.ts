import { ZApiFailure } from "@meshlink/domain/api-envelope";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { encodePng } from "../../testing/file-fixtures/encode-png.ts";
import {
  buildFilesTestApp,
  createDraft,
  multipartBody,
  signInTestUser,
  type FilesTestApp,
} from "../../testing/files-test-kit.ts";

let t: FilesTestApp;
beforeAll(async () => {
  t = await buildFilesTestApp({ UPLOAD_RATE_LIMIT_PER_MINUTE: "2" });
});
afterAll(() => t.close());

const png = () =>
  multipartBody({ bytes: encodePng(2, 2, [0, 0, 0, 255]), filename: "a.png", contentType: "image/png" });
const notAFile = () => multipartBody({ bytes: Buffer.from("not a zip or glb"), filename: "x.bin" });

function post(url: string, headers: Record<string, string>, body: ReturnType<typeof multipartBody>) {
  return t.app.inject({
    method: "POST",
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

describe("upload rate limits (UPLOAD_RATE_LIMIT_PER_MINUTE per user)", () => {
  test("refuses a user's upload past the limit with a 429 envelope, and not another user's", async () => {
    const ada = await signInTestUser(t.db);
    const grace = await signInTestUser(t.db);
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      statuses.push((await post("/api/upload", ada.headers, png())).statusCode);
    expect(statuses).toEqual([200, 200, 429]);

    const refused = await post("/api/upload", ada.headers, png());
    expect(refused.statusCode).toBe(429);
    expect(ZApiFailure.parse(refused.json()).error).toMatch(/rate limit exceeded/i);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect((await post("/api/upload", grace.headers, png())).statusCode).toBe(200);
  });

  test.each(["/api/model-preview-upload", "/api/ipfs-archive-upload"])(
    "limits %s too, counting refused files as uploads",
    async (route) => {
      const user = await signInTestUser(t.db);
      const draftId = await createDraft(t.app, user.headers);
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        statuses.push((await post(`${route}/${draftId}`, user.headers, notAFile())).statusCode);
      }
      expect(statuses).toEqual([415, 415, 429]);
      expect(
        ZApiFailure.parse((await post(`${route}/${draftId}`, user.headers, notAFile())).json()).status,
      ).toBe("failed");
    },
  );

  test("limits starting drafts and storing their metadata on IPFS, which write as uploads do", async () => {
    const user = await signInTestUser(t.db);
    const drafts = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      drafts.push(await t.app.inject({ method: "POST", url: "/api/asset-drafts", headers: user.headers }));
    expect(drafts.map((reply) => reply.statusCode)).toEqual([201, 201, 429]);

    const draftId = drafts[0]!.json<{ data: { id: string } }>().data.id;
    const metadata = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const reply = await t.app.inject({
        method: "POST",
        url: `/api/asset-drafts/${draftId}/metadata`,
        headers: user.headers,
        payload: { name: "Lantern", category: "props", technicalDescription: { short: { polyCount: "1" } } },
      });
      metadata.push(reply.statusCode);
    }
    expect(metadata[2]).toBe(429);
    expect(metadata.slice(0, 2)).not.toContain(429);
  });

  test("answers 401, not 429, to requests that are not signed in", async () => {
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await post("/api/upload", {}, png())).statusCode).toBe(401);
  });
});
