import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../testing/build-test-app.ts";
import { BASIS_WORKER_PATH, inlineScriptHashes } from "./security-headers.ts";

const THEME_SCRIPT = "document.documentElement.dataset.theme = localStorage.getItem('theme') ?? 'light';";
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("security headers", () => {
  let webDist: string;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), "meshlink-csp-"));
    await writeFile(
      path.join(webDist, "index.html"),
      `<html><head><script>${THEME_SCRIPT}</script><script type="module" src="/assets/app.js"></script></head></html>`,
    );
  });
  afterAll(() => rm(webDist, { recursive: true, force: true }));
  afterEach(() => app?.close());

  it("allows exactly the inline theme script of index.html by its hash", async () => {
    app = await buildTestApp({ WEB_DIST: webDist });

    const response = await app.inject({ method: "GET", url: "/" });

    const csp = response.headers["content-security-policy"] as string;
    const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src "));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'wasm-unsafe-eval' ${sha256(THEME_SCRIPT)}`);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("lets the model viewer fetch a glb's embedded textures from blob: and data: URLs", async () => {
    app = await buildTestApp({ WEB_DIST: webDist });

    const response = await app.inject({ method: "GET", url: "/" });

    const csp = response.headers["content-security-policy"] as string;
    const connectSrc = csp.split(";").find((directive) => directive.trim().startsWith("connect-src "));
    expect(connectSrc?.split(" ")).toEqual(expect.arrayContaining(["blob:", "data:"]));
  });

  it("lets the decoders of compressed models compile WebAssembly and run in blob: workers, from this origin only", async () => {
    app = await buildTestApp({ WEB_DIST: webDist });

    const response = await app.inject({ method: "GET", url: "/" });

    const directives = new Map(
      (response.headers["content-security-policy"] as string).split(";").map((directive) => {
        const [name = "", ...sources] = directive.trim().split(" ");
        return [name, sources];
      }),
    );
    expect(directives.get("script-src")).toContain("'wasm-unsafe-eval'");
    expect(directives.get("script-src")?.filter((source) => !source.startsWith("'sha256-"))).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
    ]);
    expect(directives.get("worker-src")).toEqual(["'self'", "blob:"]);
  });

  it("lets only the KTX2 transcoder's own worker file evaluate code, with no network and no other script", async () => {
    const workerFile = path.join(webDist, ...BASIS_WORKER_PATH.split("/"));
    await mkdir(path.dirname(workerFile), { recursive: true });
    await writeFile(workerFile, "self.onmessage = () => {};");
    app = await buildTestApp({ WEB_DIST: webDist });

    const worker = await app.inject({ method: "GET", url: BASIS_WORKER_PATH });
    const page = await app.inject({
      method: "GET",
      url: "/asset/0x0000000000000000000000000000000000000001/1",
    });
    const decoder = await app.inject({ method: "GET", url: `${BASIS_WORKER_PATH}x` });

    expect(worker.statusCode).toBe(200);
    expect(worker.headers["content-security-policy"]).toBe(
      "default-src 'none'; script-src 'unsafe-eval' 'wasm-unsafe-eval'",
    );
    expect(page.headers["content-security-policy"]).not.toContain("'unsafe-eval'");
    expect(decoder.headers["content-security-policy"]).not.toContain("'unsafe-eval'");
  });

  it("sends HTTPS-only headers only when the public URL is https", async () => {
    app = await buildTestApp({ WEB_DIST: webDist });
    const plain = await app.inject({ method: "GET", url: "/api/health" });
    await app.close();
    app = await buildTestApp({ WEB_DIST: webDist, PUBLIC_URL: "https://meshlink.example" });
    const secure = await app.inject({ method: "GET", url: "/api/health" });

    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    expect(plain.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
    expect(secure.headers["strict-transport-security"]).toBeDefined();
    expect(secure.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
  });
});

describe("inlineScriptHashes", () => {
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), "meshlink-hashes-"));
  });
  afterAll(() => rm(webDist, { recursive: true, force: true }));

  it("prefers the csp-hashes.json written by the web build", async () => {
    await writeFile(path.join(webDist, "index.html"), `<script>${THEME_SCRIPT}</script>`);
    await writeFile(path.join(webDist, "csp-hashes.json"), JSON.stringify({ scriptSrc: ["'sha256-abc='"] }));

    expect(inlineScriptHashes(webDist)).toEqual(["'sha256-abc='"]);
  });

  it("returns nothing when the web app is not built", () => {
    expect(inlineScriptHashes(path.join(webDist, "missing"))).toEqual([]);
  });
});
