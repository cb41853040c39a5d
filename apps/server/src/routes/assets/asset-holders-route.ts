import { zApiSuccess } from "@meshlink/domain/api-envelope";
import { ZAssetDetailsParams } from "@meshlink/domain/assets-api.types";
import { ZAssetHoldersPage, ZAssetHoldersQuery } from "@meshlink/domain/holders-api.types";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { findAssetHolders } from "../../services/assets/find-asset-holders.ts";
import type { CatalogDeps } from "../../services/collections/catalog-deps.ts";

/** The holders of a token with their balances (docs/decisions/008, "Several holders of one token"). */
export function registerAssetHoldersRoute(app: FastifyInstance, deps: CatalogDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/assets/:address/:tokenId/holders",
    {
      schema: {
        tags: ["assets"],
        summary: "The wallets holding a token, largest balance first, in keyset pages",
        params: ZAssetDetailsParams,
        querystring: ZAssetHoldersQuery,
        response: { 200: zApiSuccess(ZAssetHoldersPage) },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await findAssetHolders(deps, request.params, request.query),
    }),
  );
}
