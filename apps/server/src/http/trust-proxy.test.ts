import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp } from "../testing/build-test-app.ts";

// Behind a load balancer every request comes from its address: rate limits must key on the client
// it names in X-Forwarded-For, and only when that sender is a trusted proxy (TRUST_PROXY).
describe("TRUST_PROXY", () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  const nonceFrom = (client: string) =>
    app!.inject({
      method: "GET",
      url: "/api/auth/nonce",
      remoteAddress: "10.0.0.5",
      headers: { "x-forwarded-for": client },
    });

  it("gives each client behind a trusted proxy its own rate-limit bucket", async () => {
    app = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1", TRUST_PROXY: "10.0.0.0/8" });
    expect((await nonceFrom("203.0.113.1")).statusCode).toBe(200);
    expect((await nonceFrom("203.0.113.2")).statusCode).toBe(200);
    expect((await nonceFrom("203.0.113.1")).statusCode).toBe(429);
  });

  it("ignores X-Forwarded-For by default, so a client cannot pick a fresh bucket by naming one", async () => {
    app = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1" });
    expect((await nonceFrom("203.0.113.1")).statusCode).toBe(200);
    expect((await nonceFrom("203.0.113.2")).statusCode).toBe(429);
  });
});
