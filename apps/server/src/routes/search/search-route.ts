import { zApiSuccess } from "@meshlink/domain/api-envelope";
import { ZSearchQuery, ZSearchResults } from "@meshlink/domain/search-api.types";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/database.ts";
import { findSearchResults } from "../../services/search/find-search-results.ts";

/** GET /api/search (spec section 7): the header's suggestions, open to visitors. */
export function registerSearchRoute(app: FastifyInstance, deps: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/search",
    {
      schema: {
        tags: ["assets"],
        summary:
          "Assets, collections and users whose names match q (words as prefixes, typos corrected), best first, up to limit each",
        querystring: ZSearchQuery,
        response: { 200: zApiSuccess(ZSearchResults) },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await findSearchResults(deps.db, request.query.q, request.query.limit),
    }),
  );
}
