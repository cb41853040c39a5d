import { ZApiFailure } from "@meshlink/domain/api-envelope";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldRefusal, ServiceError } from "../services/service-error.ts";
import { buildTestApp } from "../testing/build-test-app.ts";

async function appWithTestRoutes(env: Record<string, string> = {}) {
  const app = await buildTestApp(env);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    "/api/test/items",
    {
      schema: {
        body: z.object({ name: z.string().min(3, "Name is too short"), price: z.number().positive() }),
      },
    },
    (request) => ({ status: "success", data: request.body }),
  );
  routes.get("/api/test/boom", () => {
    throw new Error("database password is hunter2");
  });
  routes.get("/api/test/unavailable", () => {
    throw new ServiceError("UNAVAILABLE", "The chain indexer is behind; try again shortly");
  });
  routes.get("/api/test/missing", () => {
    throw new ServiceError("NOT_FOUND", "Asset not found");
  });
  routes.get("/api/test/taken", () => {
    throw fieldRefusal("CONFLICT", "name", "This name is already taken");
  });
  routes.get("/api/test/limited", { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, () => ({
    status: "success",
    data: null,
  }));
  routes.get("/api/test/unlimited", () => ({ status: "success", data: null }));
  return app;
}

const postJson = (app: FastifyInstance, payload: string) =>
  app.inject({
    method: "POST",
    url: "/api/test/items",
    headers: { "content-type": "application/json" },
    payload,
  });

describe("error envelope", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWithTestRoutes();
  });
  afterAll(() => app.close());

  it("answers invalid input with 400, the first message and every field's messages", async () => {
    const response = await postJson(app, JSON.stringify({ name: "ab", price: -1 }));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: "failed",
      error: "Name is too short",
      code: "INVALID_REQUEST",
      fields: { name: ["Name is too short"], price: [expect.any(String)] },
    });
  });

  it("passes valid input through to the handler", async () => {
    const response = await postJson(app, JSON.stringify({ name: "sword", price: 2 }));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "success", data: { name: "sword", price: 2 } });
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const response = await postJson(app, '{"name": ');

    expect(response.statusCode).toBe(400);
    const failure = ZApiFailure.parse(response.json());
    expect(failure.error).toMatch(/JSON/);
    expect(failure.code).toBe("INVALID_REQUEST");
  });

  it("answers an unknown API route with a 404 envelope", async () => {
    const response = await app.inject({ method: "GET", url: "/api/nothing-here" });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: "failed",
      error: "Route GET /api/nothing-here not found",
      code: "NOT_FOUND",
    });
  });

  it("answers a service's refusal with its status, its message and its code", async () => {
    const response = await app.inject({ method: "GET", url: "/api/test/missing" });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: "failed", error: "Asset not found", code: "NOT_FOUND" });
  });

  it("lists a refusal about one form field under that field", async () => {
    const response = await app.inject({ method: "GET", url: "/api/test/taken" });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: "failed",
      error: "This name is already taken",
      code: "CONFLICT",
      fields: { name: ["This name is already taken"] },
    });
  });

  it("answers an unexpected error with 500 and status false", async () => {
    const response = await app.inject({ method: "GET", url: "/api/test/boom" });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: false,
      error: "database password is hunter2",
      code: "INTERNAL",
    });
  });

  it("hides the details of an unexpected error in production", async () => {
    const production = await appWithTestRoutes({
      NODE_ENV: "production",
      ARCHIVE_KEY: Buffer.alloc(32, 1).toString("base64"),
    });

    const response = await production.inject({ method: "GET", url: "/api/test/boom" });
    await production.close();

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: false, error: "Internal server error", code: "INTERNAL" });
  });

  it("keeps a service's refusal in its own words in production", async () => {
    const production = await appWithTestRoutes({
      NODE_ENV: "production",
      ARCHIVE_KEY: Buffer.alloc(32, 1).toString("base64"),
    });

    const response = await production.inject({ method: "GET", url: "/api/test/missing" });
    await production.close();

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: "failed", error: "Asset not found", code: "NOT_FOUND" });
  });

  it("tells users in production what is briefly unavailable (503), in its own words", async () => {
    const production = await appWithTestRoutes({
      NODE_ENV: "production",
      ARCHIVE_KEY: Buffer.alloc(32, 1).toString("base64"),
    });

    const response = await production.inject({ method: "GET", url: "/api/test/unavailable" });
    await production.close();

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: false,
      error: "The chain indexer is behind; try again shortly",
      code: "UNAVAILABLE",
    });
  });

  it("answers a body over the limit with 413", async () => {
    const response = await postJson(app, JSON.stringify({ name: "x".repeat(1_100_000), price: 1 }));

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: "failed", code: "TOO_LARGE" });
  });

  it("rate-limits only the routes that opt in, with a 429 envelope", async () => {
    const first = await app.inject({ method: "GET", url: "/api/test/limited" });
    const second = await app.inject({ method: "GET", url: "/api/test/limited" });
    const unlimited = await Promise.all(
      [1, 2, 3].map(() => app.inject({ method: "GET", url: "/api/test/unlimited" })),
    );

    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(429);
    const failure = ZApiFailure.parse(second.json());
    expect(failure.error).toMatch(/rate limit/i);
    expect(failure.code).toBe("RATE_LIMITED");
    expect(unlimited.map((response) => response.statusCode)).toEqual([200, 200, 200]);
  });
});
