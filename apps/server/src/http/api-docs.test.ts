import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../testing/build-test-app.ts";

// The routes that answer a file rather than an envelope.
const FILE_ANSWERS = [
  "GET /api/asset-drafts/{id}/archive",
  "GET /api/download-model-preview/{previewS3Key}",
  "GET /api/images/{key}",
  "GET /ipfs/{cid}",
  "POST /api/ipfs-archive-download/{address}",
];

describe("API docs", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("serves an OpenAPI document generated from the zod schemas", async () => {
    const response = await app.inject({ method: "GET", url: "/api/docs/json" });

    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths["/api/health"]?.get).toMatchObject({
      responses: { 200: { content: { "application/json": { schema: { type: "object" } } } } },
    });
  });

  // The web reads answers by their types without parsing them again (docs/decisions/024): that holds
  // only while every answer that is not a file is checked by the server against a response schema.
  it("describes every success answer but the file downloads, so the server checks each one", async () => {
    const document = (await app.inject({ method: "GET", url: "/api/docs/json" })).json<{
      paths: Record<
        string,
        Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>
      >;
    }>();

    const undescribed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) =>
          Object.entries(operation.responses ?? {}).every(
            ([status, response]) => !status.startsWith("2") || !response.content?.["application/json"],
          ),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undescribed.sort()).toEqual(FILE_ANSWERS);
  });

  it("serves Swagger UI at /api/docs", async () => {
    const response = await app.inject({ method: "GET", url: "/api/docs/" });

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
  });

  it("is not served in production unless API_DOCS turns it on", async () => {
    const production = { NODE_ENV: "production", ARCHIVE_KEY: Buffer.alloc(32, 7).toString("base64") };
    const closed = await buildTestApp(production);
    const open = await buildTestApp({ ...production, API_DOCS: "true" });
    try {
      expect((await closed.inject({ method: "GET", url: "/api/docs/json" })).statusCode).toBe(404);
      expect((await closed.inject({ method: "GET", url: "/api/docs/" })).statusCode).toBe(404);
      expect((await open.inject({ method: "GET", url: "/api/docs/json" })).statusCode).toBe(200);
    } finally {
      await closed.close();
      await open.close();
    }
  });
});
