import { ZHealth } from "@meshlink/domain/health.types";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createTestDb } from "../testing/create-test-db.ts";
import { buildTestApp } from "../testing/build-test-app.ts";

describe("GET /api/health", () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  it("reports the database as answering, with its driver and latency", async () => {
    app = await buildTestApp();

    const response = await app.inject({ method: "GET", url: "/api/health" });

    expect(response.statusCode).toBe(200);
    const body = response.json<{ status: string; data: unknown }>();
    expect(body.status).toBe("success");
    const health = ZHealth.parse(body.data);
    expect(health).toMatchObject({ ok: true, database: { ok: true } });
    expect(health.database.driver).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
    expect(health.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(health.chains).toEqual([]);
  });

  it("answers 503 with ok: false when the database is down", async () => {
    const database = await createTestDb();
    app = await buildApp(
      loadConfig({
        LOG_LEVEL: "silent",
        NODE_ENV: "production",
        ARCHIVE_KEY: Buffer.alloc(32, 1).toString("base64"),
      }),
      { database },
    );
    await database.close();

    const response = await app.inject({ method: "GET", url: "/api/health" });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: "success",
      data: { ok: false, database: { ok: false, detail: "database unreachable" } },
    });
  });
});
