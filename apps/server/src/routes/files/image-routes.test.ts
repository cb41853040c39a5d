import { randomBytes } from "node:crypto";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { encodePng } from "../../testing/file-fixtures/encode-png.ts";
import {
  buildFilesTestApp,
  filesUnder,
  multipartBody,
  signInTestUser,
  type FilesTestApp,
} from "../../testing/files-test-kit.ts";

const TOO_LARGE = "Image size exceeds the limit of 8MB";
const WRONG_TYPE = "Image type is not supported";
const SVG_WITH_SCRIPT = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">
  <script>alert(document.cookie)</script>
  <rect width="40" height="20" fill="#c00" onload="alert(1)"/>
</svg>`;

let t: FilesTestApp;
let user: Awaited<ReturnType<typeof signInTestUser>>;
beforeAll(async () => {
  t = await buildFilesTestApp();
  user = await signInTestUser(t.db);
});
afterAll(() => t.close());

function upload(
  bytes: Uint8Array,
  headers: Record<string, string> = user.headers,
  contentType = "image/png",
) {
  const body = multipartBody({ bytes, filename: "picture.png", contentType });
  return t.app.inject({
    method: "POST",
    url: "/api/upload",
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

async function uploadedKey(bytes: Uint8Array): Promise<string> {
  const response = await upload(bytes);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { key: string } }>().data.key;
}

const image = (key: string, query = "") => t.app.inject({ method: "GET", url: `/api/images/${key}${query}` });

describe("POST /api/upload", () => {
  test("stores a PNG and answers its key and URL", async () => {
    const response = await upload(encodePng(400, 200, [10, 20, 30, 255]));
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { key: string; url: string } }>();
    expect(data.url).toBe(`/api/images/${data.key}`);
  });

  test.each(["jpeg", "webp", "gif"] as const)(
    "accepts a %s by its content, whatever the name says",
    async (format) => {
      const bytes = await sharp(encodePng(8, 8, [0, 128, 0, 255]))
        .toFormat(format)
        .toBuffer();
      const key = await uploadedKey(bytes);
      expect((await image(key)).headers["content-type"]).toBe(`image/${format}`);
    },
  );

  test("refuses a TIFF (a real image, but not an accepted type) with 415", async () => {
    const tiff = await sharp(encodePng(8, 8, [0, 0, 0, 255]))
      .tiff()
      .toBuffer();
    const response = await upload(tiff);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      status: "failed",
      error: WRONG_TYPE,
      code: "UNSUPPORTED_TYPE",
      fields: { file: [WRONG_TYPE] },
    });
  });

  test("reports size and type separately: a large non-image gets both messages", async () => {
    const response = await upload(randomBytes(8_000_001));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      status: "failed",
      error: TOO_LARGE,
      code: "TOO_LARGE",
      fields: { file: [TOO_LARGE, WRONG_TYPE] },
    });
    const png = Buffer.concat([encodePng(1, 1, [0, 0, 0, 255]), randomBytes(8_000_000)]);
    expect((await upload(png)).json()).toMatchObject({ fields: { file: [TOO_LARGE] } });
    expect(await filesUnder(join(t.dataDir, "tmp"))).toEqual([]);
  });

  test("accepts exactly 8,000,000 bytes", async () => {
    const png = encodePng(1, 1, [0, 0, 0, 255]);
    // Bytes after IEND are ignored by decoders, so this is still a valid 1×1 PNG.
    const padded = Buffer.concat([png, Buffer.alloc(8_000_000 - png.length)]);
    expect((await upload(padded)).statusCode).toBe(200);
  });

  test("refuses nobody signed in with 401", async () => {
    expect((await upload(encodePng(1, 1, [0, 0, 0, 255]), {})).statusCode).toBe(401);
  });
});

describe("GET /api/images/{key}", () => {
  let key: string;
  beforeAll(async () => {
    key = await uploadedKey(encodePng(400, 200, [200, 40, 40, 255]));
  });

  test("serves the original as uploaded, as inert content", async () => {
    const response = await image(key);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      "content-type": "image/png",
      "x-content-type-options": "nosniff",
      "cache-control": "public, max-age=31536000, immutable",
    });
    expect(response.headers["content-security-policy"]).toMatch(/^default-src 'none'/);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 400, height: 200 });
  });

  const size = async (query: string) => {
    const { width, height, format } = await sharp((await image(key, query)).rawPayload).metadata();
    return { width, height, format };
  };

  test("resizes to fit inside w × h, keeping the aspect ratio and never enlarging", async () => {
    expect(await size("?w=128")).toEqual({ width: 128, height: 64, format: "png" });
    expect(await size("?w=128&h=128")).toEqual({ width: 128, height: 64, format: "png" });
    expect(await size("?h=32")).toEqual({ width: 64, height: 32, format: "png" });
    expect(await size("?w=1024")).toEqual({ width: 400, height: 200, format: "png" });
  });

  test("rounds w and h up to the documented rendition sizes", async () => {
    expect(await size("?w=100")).toEqual({ width: 128, height: 64, format: "png" });
    expect(await size("?w=65&h=20")).toEqual({ width: 64, height: 32, format: "png" });
    expect(await size("?h=100")).toEqual({ width: 256, height: 128, format: "png" });
  });

  test("keeps one rendition per size bucket in the blob store, however many sizes are asked", async () => {
    const renditions = async () =>
      (await filesUnder(join(t.dataDir, "blobs"))).filter(
        (name) => name.startsWith(`${key}.`) && name.includes("x0."),
      );
    const before = await renditions();
    for (let width = 500; width <= 512; width += 1)
      expect((await image(key, `?w=${width}`)).statusCode).toBe(200);
    for (let width = 700; width <= 768; width += 17)
      expect((await image(key, `?w=${width}`)).statusCode).toBe(200);
    const made = (await renditions()).filter((name) => !before.includes(name));
    expect(made.sort()).toEqual([`${key}.512x0.png`, `${key}.768x0.png`]);
  });

  test("sends a still image's rendition as WebP to a browser that accepts it, varying by Accept", async () => {
    const asked = (accept: string) =>
      t.app.inject({ method: "GET", url: `/api/images/${key}?w=128`, headers: { accept } });
    const chrome = await asked("image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8");
    expect(chrome.headers["content-type"]).toBe("image/webp");
    expect(chrome.headers.vary).toMatch(/\baccept\b/i);
    expect(await sharp(chrome.rawPayload).metadata()).toMatchObject({
      format: "webp",
      width: 128,
      height: 64,
    });

    for (const accept of ["image/png,image/*;q=0.8", "image/webp;q=0,image/png"]) {
      const other = await asked(accept);
      expect(other.headers["content-type"], accept).toBe("image/png");
      expect(other.headers.vary).toMatch(/\baccept\b/i);
      expect(await sharp(other.rawPayload).metadata()).toMatchObject({ format: "png", width: 128 });
    }
    // The original as uploaded is the same whatever the browser takes.
    const original = await t.app.inject({
      method: "GET",
      url: `/api/images/${key}`,
      headers: { accept: "image/webp" },
    });
    expect(original.headers["content-type"]).toBe("image/png");
    expect(original.headers.vary ?? "").not.toMatch(/\baccept\b/i);
  });

  test("refuses sizes outside 1..2048 and answers 404 for an unknown key", async () => {
    expect((await image(key, "?w=4096")).statusCode).toBe(400);
    expect((await image(key, "?w=0")).statusCode).toBe(400);
    expect((await image("image-unknown")).statusCode).toBe(404);
  });

  test("serves an SVG with a script only as a PNG", async () => {
    const svgKey = await uploadedKey(Buffer.from(SVG_WITH_SCRIPT));
    for (const query of ["", "?w=80"]) {
      const response = await image(svgKey, query);
      expect(response.headers["content-type"]).toBe("image/png");
      expect(response.body).not.toContain("script");
      const { format, width } = await sharp(response.rawPayload).metadata();
      expect(format).toBe("png");
      // An SVG is drawn at the bucket asked (80 → 96), since a vector has no size to keep.
      expect(width).toBe(query ? 96 : 40);
    }
  });
});
