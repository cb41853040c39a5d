import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import { EXTRA_VALIDATION_MESSAGES } from "@meshlink/domain/messages/validation";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { images } from "../../db/schema.ts";
import type { BlobStore } from "../../files/blob-store.ts";
import { createLocalFileStores } from "../../files/file-stores.ts";
import { IMAGE_DRAW_MS, SVG_DRAWING_START_MS } from "../../files/image-work-limits.ts";
import { drawingProcesses, heavyFilterSvg } from "../../testing/file-fixtures/drawing-processes.ts";
import { encodeGifOfTinyFrames } from "../../testing/file-fixtures/encode-gif.ts";
import { encodePng } from "../../testing/file-fixtures/encode-png.ts";
import {
  buildFilesTestApp,
  filesUnder,
  multipartBody,
  signInTestUser,
  type FilesTestApp,
} from "../../testing/files-test-kit.ts";

// Image work is bounded (docs/decisions/005-file-storage.md, "Images"): an SVG is drawn once, at
// upload, within IMAGE_DRAW_SECONDS, renditions are cut from that PNG, one resize serves every
// request for a rendition, and image work never holds up the rest of the server or its closing.

const TOO_COMPLEX = EXTRA_VALIDATION_MESSAGES.imageTooComplex;
const WRONG_TYPE = "Image type is not supported";
const SMALL_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#c00"/></svg>',
);

/** Counts the puts under each key, to tell how many times a rendition was made. */
function countingPuts(blobs: BlobStore) {
  const puts = new Map<string, number>();
  const store: BlobStore = {
    ...blobs,
    put: (key, source) => {
      puts.set(key, (puts.get(key) ?? 0) + 1);
      return blobs.put(key, source);
    },
  };
  return { store, puts };
}

let t: FilesTestApp;
let user: Awaited<ReturnType<typeof signInTestUser>>;
let puts: Map<string, number>;
beforeAll(async () => {
  t = await buildFilesTestApp({}, (dataDir) => {
    const stores = createLocalFileStores(dataDir);
    const counting = countingPuts(stores.blobs);
    puts = counting.puts;
    return { fileStores: { ...stores, blobs: counting.store } };
  });
  user = await signInTestUser(t.db);
});
afterAll(() => t.close());

function upload(app: FilesTestApp, bytes: Uint8Array) {
  const body = multipartBody({ bytes, filename: "picture.svg", contentType: "image/svg+xml" });
  return app.app.inject({
    method: "POST",
    url: "/api/upload",
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
}

async function uploadedKey(bytes: Uint8Array): Promise<string> {
  const response = await upload(t, bytes);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { key: string } }>().data.key;
}

const image = (app: FilesTestApp, key: string, query = "") =>
  app.app.inject({ method: "GET", url: `/api/images/${key}${query}` });

/** An SVG stored before SVGs were drawn at upload: the blob and its row, no PNG beside it. */
async function storedSvg(app: FilesTestApp, svg: Buffer): Promise<string> {
  const key = `image-${randomUUID()}`;
  await mkdir(join(app.dataDir, "blobs"), { recursive: true });
  await writeFile(join(app.dataDir, "blobs", key), svg);
  await app.db.insert(images).values({ key, format: "svg", size: svg.length, width: 512, height: 512 });
  return key;
}

const timed = async <T>(work: Promise<T>) => {
  const started = performance.now();
  const result = await work;
  return { result, ms: performance.now() - started };
};

describe("SVG uploads", () => {
  test("an SVG of heavy filters is refused at upload within the time limit, 422 in the envelope", async () => {
    const svg = await heavyFilterSvg();
    expect(svg.length).toBeLessThanOrEqual(4096);
    const before = await filesUnder(join(t.dataDir, "blobs"));
    const { result: response, ms } = await timed(upload(t, svg));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: "failed",
      error: TOO_COMPLEX,
      code: "IMAGE_TOO_COMPLEX",
      fields: { file: [TOO_COMPLEX] },
    });
    // At most the drawing's start and its five seconds, and the upload's own reading and checks.
    expect(ms).toBeLessThan(SVG_DRAWING_START_MS + IMAGE_DRAW_MS + 2000);
    expect(await filesUnder(join(t.dataDir, "blobs"))).toEqual(before);
    expect(await drawingProcesses()).toEqual([]);
  });

  test("an SVG is drawn once at upload; its renditions are cut from that PNG, never from the SVG", async () => {
    const key = await uploadedKey(SMALL_SVG);
    expect(await filesUnder(join(t.dataDir, "blobs"))).toContain(`${key}.raster.png`);
    // Were a GET to draw the SVG, it would now draw heavy filters for minutes.
    await writeFile(join(t.dataDir, "blobs", key), await heavyFilterSvg());
    for (const [query, width] of [
      ["", 40],
      ["?w=512", 512],
      ["?w=2048", 2048],
    ] as const) {
      const { result: response, ms } = await timed(image(t, key, query));
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/png");
      const { data, info } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
      expect(info.width).toBe(width);
      expect([...data.subarray(0, 3)]).toEqual([0xcc, 0, 0]);
      expect(ms).toBeLessThan(3000);
    }
  });
});

describe("renditions", () => {
  test("concurrent requests for one rendition share one resize", async () => {
    const key = await uploadedKey(encodePng(1200, 600, [20, 90, 160, 255]));
    const responses = await Promise.all(Array.from({ length: 8 }, () => image(t, key, "?w=256")));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    expect(puts.get(`${key}.256x0.png`)).toBe(1);
  });

  test("refuses pixel bombs by what their headers declare, counting every frame of an animation", async () => {
    // 13 frames of a 2000 × 2000 screen in 319 bytes: 52 megapixels in all, past the 50 allowed.
    const tallAnimation = encodeGifOfTinyFrames(2000, 2000, 13);
    // 1,001 frames of one pixel: more frames than allowed.
    const longAnimation = encodeGifOfTinyFrames(1, 1, 1001);
    // A one-pixel PNG whose header (CRC made good) declares 20,000 × 20,000.
    const huge = Buffer.from(encodePng(1, 1, [0, 0, 0, 255]));
    huge.writeUInt32BE(20_000, 16);
    huge.writeUInt32BE(20_000, 20);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
    for (const bomb of [tallAnimation, longAnimation, huge]) {
      const response = await upload(t, bomb);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ error: WRONG_TYPE });
    }
    // Under both bounds, an animation is accepted and kept animated: three 64 × 64 frames, each
    // unlike the one before (the GIF encoder merges equal frames).
    const frames = [0xe0, 0x20, 0xe0].map((grey) => Buffer.alloc(64 * 64 * 3, grey));
    const animation = await sharp(Buffer.concat(frames), {
      raw: { width: 64, height: 64 * 3, channels: 3, pageHeight: 64 },
    })
      .gif()
      .toBuffer();
    const key = await uploadedKey(animation);
    const rendition = await image(t, key, "?w=32");
    expect(await sharp(rendition.rawPayload).metadata()).toMatchObject({
      format: "gif",
      pages: 3,
      width: 32,
    });
  });
});

describe("image work beside the rest of the server", () => {
  test("health and stored images answer at once while SVGs are drawn; SVGs too slow are refused once", async () => {
    const stored = await uploadedKey(encodePng(300, 300, [0, 200, 0, 255]));
    const svgs = await Promise.all(
      Array.from({ length: 4 }, async () => storedSvg(t, await heavyFilterSvg())),
    );
    const drawing = svgs.map((key) => image(t, key, "?w=2048"));
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (let round = 0; round < 3; round++) {
      const health = await timed(t.app.inject({ method: "GET", url: "/api/health" }));
      expect(health.result.statusCode).toBe(200);
      expect(health.ms).toBeLessThan(1000);
      const original = await timed(image(t, stored));
      expect(original.result.statusCode).toBe(200);
      expect(original.ms).toBeLessThan(1000);
    }
    for (const response of await Promise.all(drawing)) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ status: "failed", error: TOO_COMPLEX, code: "IMAGE_TOO_COMPLEX" });
    }
    // Refused once and for all: no second drawing of the same SVG.
    const again = await timed(image(t, svgs[0]!, "?w=64"));
    expect(again.result.statusCode).toBe(422);
    expect(again.ms).toBeLessThan(1000);
    expect(await drawingProcesses()).toEqual([]);
  });

  test("closing the server abandons a drawing in flight at once", async () => {
    const closing = await buildFilesTestApp();
    let closed = false;
    try {
      const key = await storedSvg(closing, await heavyFilterSvg());
      const request = image(closing, key, "?w=1024");
      // Long enough for the drawing to be under way (it would take minutes).
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const { ms } = await timed(closing.close());
      closed = true;
      expect(ms).toBeLessThan(2000);
      expect((await timed(request)).ms).toBeLessThan(1000);
      expect((await request).statusCode).toBe(503);
      expect(await drawingProcesses()).toEqual([]);
    } finally {
      if (!closed) await closing.close();
    }
  });
});
