import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../testing/build-test-app.ts";

const INDEX_HTML = "<!doctype html><html><body><div id=root></div></body></html>";

describe("web app serving", () => {
  let webDist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), "meshlink-web-"));
    await mkdir(path.join(webDist, "assets"));
    await writeFile(path.join(webDist, "index.html"), INDEX_HTML);
    await writeFile(path.join(webDist, "assets", "index-abc123.js"), "console.log('app')");
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
    expect(response.body).toBe("console.log('app')");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
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
