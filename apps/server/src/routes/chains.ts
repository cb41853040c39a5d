import { ZApiServerError, zApiSuccess } from "@meshlink/domain/api-envelope";
import { ZChainsResponse } from "@meshlink/domain/chains-api.types";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listChains, type ListChainsDeps } from "../services/list-chains.ts";

/** GET /api/chains — the chain registry with Store addresses and the platform fee; 503 while the chain is down. */
export function registerChainsRoute(app: FastifyInstance, deps: ListChainsDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/chains",
    {
      schema: {
        tags: ["chains"],
        summary: "Supported chains, their Store addresses and explorer links, and the platform fee",
        response: { 200: zApiSuccess(ZChainsResponse), 503: ZApiServerError },
      },
    },
    async () => ({ status: "success" as const, data: await listChains(deps) }),
  );
}
