import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FetchPolicy, fetchBounded, readAll } from "./fetch-bounded.ts";
import type { MetadataReadError } from "./metadata-read-error.ts";
import { startMetadataServer } from "./metadata-test-server.ts";

type Server = Awaited<ReturnType<typeof startMetadataServer>>;

describe("fetchBounded", () => {
  let server: Server;
  const local: FetchPolicy = { allowLocalHosts: true, trustedOrigins: [] };
  const publicOnly: FetchPolicy = { allowLocalHosts: false, trustedOrigins: [] };
  const read = (path: string, policy = local, { maxBytes = 1000, timeoutMs = 2000 } = {}) =>
    fetchBounded(new URL(path, server.origin), policy, {
      maxBytes,
      signal: AbortSignal.timeout(timeoutMs),
      accept: "application/json",
    }).then(async (fetched) => (await readAll(fetched.body)).toString());

  beforeAll(async () => {
    server = await startMetadataServer({
      "/ok.json": { body: '{"name":"Crate"}' },
      "/big.json": { body: "x".repeat(2000) },
      "/big-chunked.json": (response) => {
        response.writeHead(200, { "content-type": "application/json" });
        for (let i = 0; i < 20; i++) response.write("y".repeat(100));
        response.end();
      },
      "/slow.json": (response) => {
        response.writeHead(200, { "content-type": "application/json" });
        response.write("{");
        // The rest never comes in time: a server that trickles its body.
        setTimeout(() => response.end("}"), 10_000).unref();
      },
      "/moved": (response) => response.writeHead(302, { location: "/ok.json" }).end(),
      "/loop": (response) => response.writeHead(302, { location: "/loop" }).end(),
      "/to-private": (response) => response.writeHead(302, { location: "https://127.0.0.1/x" }).end(),
      "/busy": (response) => response.writeHead(429, { "retry-after": "5" }).end(),
      "/down": (response) => response.writeHead(503).end(),
    });
  });
  afterAll(() => server?.close());

  it("reads a body within the limits and follows a redirect", async () => {
    await expect(read("/ok.json")).resolves.toBe('{"name":"Crate"}');
    await expect(read("/moved")).resolves.toBe('{"name":"Crate"}');
  });

  it("refuses a body over the limit, whether it says its length or not", async () => {
    await expect(read("/big.json")).rejects.toThrow("larger than 1000 bytes");
    await expect(read("/big-chunked.json")).rejects.toThrow("larger than 1000 bytes");
  });

  it("gives up on a slow server when the time limit passes", async () => {
    const started = Date.now();
    await expect(read("/slow.json", local, { timeoutMs: 300 })).rejects.toThrow("timed out");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("answers an HTTP error and endless redirects as failures", async () => {
    await expect(read("/missing.json")).rejects.toThrow("HTTP 404");
    await expect(read("/loop")).rejects.toThrow("more than 3 redirects");
  });

  it("tells a missing file (never worth reading again) from a busy host (worth a later try)", async () => {
    const permanence = (path: string) =>
      read(path).then(
        () => "read",
        (error: MetadataReadError) => error.permanent,
      );
    expect(await permanence("/missing.json")).toBe(true);
    expect(await permanence("/busy")).toBe(false);
    expect(await permanence("/down")).toBe(false);
  });

  it("outside the local setup fetches only https from public addresses, redirects included", async () => {
    await expect(read("/ok.json", publicOnly)).rejects.toThrow("http: URLs are not fetched");
    const https = (url: string) =>
      fetchBounded(new URL(url), publicOnly, {
        maxBytes: 10,
        signal: AbortSignal.timeout(2000),
        accept: "*/*",
      });
    await expect(https("https://127.0.0.1/x")).rejects.toThrow("127.0.0.1 is not a public address");
    await expect(https("https://[::ffff:7f00:1]/x")).rejects.toThrow("is not a public address");
    await expect(https("https://169.254.169.254/latest")).rejects.toThrow("is not a public address");
    await expect(https("https://localhost/x")).rejects.toThrow("localhost is not a public address");
    const trusted = { ...publicOnly, trustedOrigins: [server.origin] };
    await expect(read("/to-private", trusted)).rejects.toThrow("127.0.0.1 is not a public address");
  });

  it("fetches the trusted origin (the configured IPFS gateway) whatever its scheme and address", async () => {
    await expect(read("/ok.json", { ...publicOnly, trustedOrigins: [server.origin] })).resolves.toContain(
      "Crate",
    );
  });
});
