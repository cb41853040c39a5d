import { zApiSuccess } from "@meshlink/domain/api-envelope";
import { ZHealth } from "@meshlink/domain/health.types";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { checkHealth, type HealthDeps } from "../services/check-health.ts";

const ZHealthResponse = zApiSuccess(ZHealth);

/** GET /api/health — 200 when ok or degraded (some chain down), 503 (same body) when unavailable. */
export function registerHealthRoute(app: FastifyInstance, deps: HealthDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/health",
    {
      schema: {
        tags: ["system"],
        summary: "Liveness and dependency health (database, each chain and its indexer, the demo seed)",
        response: { 200: ZHealthResponse, 503: ZHealthResponse },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(deps);
      return reply
        .code(health.status === "unavailable" ? 503 : 200)
        .send({ status: "success", data: health });
    },
  );
}
