import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../testing/build-test-app.ts";

const INDEX_HTML = "<!doctype html><html><body><div id=root></div></body></html>";
// Big enough that the build (apps/web/precompress-plugin.ts) writes its .br and .gz beside it.
const APP_SCRIPT = `console.log(${JSON.stringify("app ".repeat(2000))});`;

/** What the web build leaves: each file, and the brotli and gzip variants of those worth it. */
async function writeBuilt(webDist: string, file: string, text: string, { precompressed = true } = {}) {
  await writeFile(path.join(webDist, file), text);
  if (!precompressed) return;
  await writeFile(path.join(webDist, `${file}.br`), brotliCompressSync(text));
  await writeFile(path.join(webDist, `${file}.gz`), gzipSync(text));
}

describe("web app serving", () => {
  let webDist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), "meshlink-web-"));
    await mkdir(path.join(webDist, "assets"));
    await writeBuilt(webDist, "index.html", INDEX_HTML);
    await writeBuilt(webDist, path.join("assets", "index-abc123.js"), APP_SCRIPT);
    await writeBuilt(webDist, path.join("assets", "tiny-def456.js"), "console.log('tiny')", {
      precompressed: false,
    });
    await writeFile(path.join(webDist, ".build-stamp.json"), '{"inputs":"secret-ish"}');
    app = await buildTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await app.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it.each(["/", "/asset/0xabc/1", "/collection/foo/123", "/verify/tok.en", "/account/settings?tab=x"])(
    "answers %s with index.html, never cached",
    async (url) => {
      const response = await app.inject({ method: "GET", url });

      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers["content-type"]).toMatch(/text\/html/);
      expect(response.headers["cache-control"]).toBe("no-cache");
    },
  );

  it("serves fingerprinted assets with a long cache lifetime", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/index-abc123.js" });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(APP_SCRIPT);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it("sends a hashed asset's brotli variant to a browser that accepts it, cached as immutable", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers["content-length"])).toBeLessThan(APP_SCRIPT.length / 10);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(APP_SCRIPT);
  });

  it("sends the gzip variant when brotli is not accepted", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip, br;q=0" },
    });

    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(gunzipSync(response.rawPayload).toString()).toBe(APP_SCRIPT);
  });

  it("sends a file the build left uncompressed as it is, whatever is accepted", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/assets/tiny-def456.js",
      headers: { "accept-encoding": "br, gzip" },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe("console.log('tiny')");
  });

  it.each(["/", "/asset/0xabc/1"])("sends index.html compressed for %s, still never cached", async (url) => {
    const response = await app.inject({ method: "GET", url, headers: { "accept-encoding": "br" } });

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it("does not serve the build's own stamp", async () => {
    const response = await app.inject({ method: "GET", url: "/.build-stamp.json" });

    expect(response.body).not.toContain("secret-ish");
  });

  it("compresses API JSON above the threshold and leaves small answers as they are", async () => {
    const docs = await app.inject({
      method: "GET",
      url: "/api/docs/json",
      headers: { "accept-encoding": "br" },
    });
    const health = await app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "accept-encoding": "br" },
    });

    expect(docs.statusCode).toBe(200);
    expect(docs.headers["content-encoding"]).toBe("br");
    expect(docs.headers.vary).toMatch(/accept-encoding/i);
    const document = JSON.parse(brotliDecompressSync(docs.rawPayload).toString()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);
    expect(Number(docs.headers["content-length"])).toBe(docs.rawPayload.length);
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers["content-encoding"]).toBeUndefined();
  });

  it("answers a missing asset with 404 rather than index.html", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/index-old999.js" });

    expect(response.statusCode).toBe(404);
  });

  it("keeps unknown API routes as JSON 404s", async () => {
    const response = await app.inject({ method: "GET", url: "/api/unknown" });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: "failed" });
  });

  it("says how to build the web app when it is missing, and the API still works", async () => {
    const unbuilt = await buildTestApp({ WEB_DIST: path.join(webDist, "not-built") });

    const page = await unbuilt.inject({ method: "GET", url: "/asset/0xabc/1" });
    const health = await unbuilt.inject({ method: "GET", url: "/api/health" });
    await unbuilt.close();

    expect(page.statusCode).toBe(503);
    expect(page.body).toContain("npm run build");
    expect(health.statusCode).toBe(200);
  });
});

describe("web app serving with prerendered pages", () => {
  let webDist: string;
  let app: FastifyInstance;
  const html = (name: string, head = "") =>
    `<!doctype html><html><head>${head}</head><body><div id=root>${name}</div></body></html>`;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), "meshlink-web-prerendered-"));
    await mkdir(path.join(webDist, "prerendered"));
    await writeBuilt(webDist, "index.html", html("home"));
    await writeBuilt(webDist, path.join("prerendered", "browse.html"), html("browse"));
    await writeBuilt(webDist, "app.html", html("app"));
    await writeFile(
      path.join(webDist, "prerendered", "pages.json"),
      JSON.stringify({
        pages: [
          { file: "index.html", pattern: "^/$" },
          { file: "prerendered/browse.html", pattern: "^/browse/assets/?$" },
        ],
        fallback: "app.html",
        preloads: [
          { pattern: "^/browse/assets/?$", files: ["assets/browse-1.js"] },
          { pattern: "^/collection/[^/]+/[^/]+/?$", files: ["assets/collection-1.js", "assets/cards-2.js"] },
        ],
      }),
    );
    app = await buildTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await app.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it.each([
    ["/", "home"],
    ["/browse/assets?status=LISTED", "browse"],
    ["/browse/assets/", "browse"],
    [`/asset/0x${"ab".repeat(20)}/7`, "app"],
    ["/register", "app"],
    ["/no/such/page", "app"],
  ])("answers %s with the page drawn for it (%s), never cached", async (url, page) => {
    const response = await app.inject({ method: "GET", url });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(html(page));
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("adds a page's own code as modulepreload links, so it downloads beside the entry", async () => {
    const response = await app.inject({ method: "GET", url: "/collection/Crates/1" });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      html(
        "app",
        '<link rel="modulepreload" crossorigin href="/assets/collection-1.js">' +
          '<link rel="modulepreload" crossorigin href="/assets/cards-2.js">',
      ),
    );
  });

  it("sends the drawn page compressed as the browser asks", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/browse/assets",
      headers: { "accept-encoding": "br" },
    });

    expect(response.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(html("browse"));
  });
});
