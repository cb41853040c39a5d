import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildAuthTestApp } from "../../testing/auth-test-kit.ts";

describe("rate limits on the auth routes", () => {
  let app: FastifyInstance;
  beforeAll(async () => ({ app } = await buildAuthTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "2" })));
  afterAll(() => app.close());

  it("answers 429 in the failure envelope once a client exceeds the per-minute limit", async () => {
    const nonce = () => app.inject({ method: "GET", url: "/api/auth/nonce" });
    expect((await nonce()).statusCode).toBe(200);
    expect((await nonce()).statusCode).toBe(200);

    const refused = await nonce();

    expect(refused.statusCode).toBe(429);
    const body = refused.json<{ status: string; error: string }>();
    expect(body.status).toBe("failed");
    expect(body.error).toMatch(/rate limit/i);
  });

  it("counts each route separately", async () => {
    const verify = await app.inject({ method: "POST", url: "/api/auth/verify", payload: {} });
    expect(verify.statusCode).toBe(400);
  });
});
