import { Readable } from "node:stream";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESSION_THRESHOLD_BYTES, compressResponses } from "./compress-responses.ts";

const text = (length: number) => "x".repeat(length);
const BIG_JSON = { items: Array.from({ length: 200 }, (_, index) => ({ index, name: `asset ${index}` })) };
const BIG_PNG = Buffer.alloc(4096, 7);

describe("response compression", () => {
  const app = Fastify();
  beforeAll(async () => {
    compressResponses(app);
    app.get("/json", () => BIG_JSON);
    app.get("/text/:length", (request, reply) =>
      reply
        .type("text/plain; charset=utf-8")
        .send(text(Number((request.params as { length: string }).length))),
    );
    app.get("/png", (_request, reply) => reply.type("image/png").send(BIG_PNG));
    app.get("/stream", (_request, reply) =>
      reply
        .type("model/gltf-binary")
        .header("content-length", 8192)
        .send(Readable.from([Buffer.alloc(8192, 1)])),
    );
    app.get("/partial", (_request, reply) =>
      reply.code(206).header("content-range", "bytes 0-4095/9000").type("text/plain").send(text(4096)),
    );
    app.get("/varies", (_request, reply) => reply.header("vary", "Origin").send(BIG_JSON));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: "GET", url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

  it("sends API JSON as brotli when the browser accepts it, with its compressed length", async () => {
    const response = await get("/json", "gzip, deflate, br");

    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(BIG_JSON).length / 3);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(BIG_JSON);
  });

  it("follows the request's preferences: gzip when brotli is refused or not offered", async () => {
    for (const header of ["br;q=0, gzip", "gzip", "gzip;q=1, br;q=0.5"]) {
      const response = await get("/json", header);

      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(BIG_JSON);
    }
  });

  it.each([undefined, "identity", "deflate"])(
    "sends the body as it is when %s is all the request accepts, still varying by it",
    async (header) => {
      const response = await get("/json", header);

      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(response.json()).toEqual(BIG_JSON);
    },
  );

  it("compresses from the threshold up, never below it", async () => {
    const below = await get(`/text/${COMPRESSION_THRESHOLD_BYTES - 1}`, "br");
    const at = await get(`/text/${COMPRESSION_THRESHOLD_BYTES}`, "br");

    expect(below.headers["content-encoding"]).toBeUndefined();
    expect(below.headers.vary).toBeUndefined();
    expect(below.body).toBe(text(COMPRESSION_THRESHOLD_BYTES - 1));
    expect(at.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(at.rawPayload).toString()).toBe(text(COMPRESSION_THRESHOLD_BYTES));
  });

  it("leaves types that do not compress, streamed files and byte ranges as they are", async () => {
    const png = await get("/png", "br, gzip");
    const stream = await get("/stream", "br, gzip");
    const partial = await get("/partial", "br, gzip");

    expect(png.headers["content-encoding"]).toBeUndefined();
    expect(png.rawPayload.equals(BIG_PNG)).toBe(true);
    expect(stream.headers["content-encoding"]).toBeUndefined();
    expect(stream.headers["content-length"]).toBe("8192");
    expect(stream.rawPayload.length).toBe(8192);
    expect(partial.statusCode).toBe(206);
    expect(partial.headers["content-encoding"]).toBeUndefined();
    expect(partial.body).toBe(text(4096));
  });

  it("adds Accept-Encoding to a Vary the route already set", async () => {
    const response = await get("/varies", "br");

    expect(response.headers.vary).toBe("Origin, Accept-Encoding");
    expect(response.headers["content-encoding"]).toBe("br");
  });
});
