import { zApiSuccess } from "@meshlink/domain/api-envelope";
import {
  ZAssetCardsPage,
  ZAssetDetails,
  ZAssetDetailsParams,
  ZMoreFromCollectionPage,
  ZMoreFromCollectionParams,
  ZMoreFromCollectionQuery,
} from "@meshlink/domain/assets-api.types";
import { ZAssetListRequest } from "@meshlink/domain/create-asset.types";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { findAssetDetails } from "../../services/assets/find-asset-details.ts";
import { findAssetCards } from "../../services/assets/find-asset-cards.ts";
import { findMoreFromCollection } from "../../services/assets/find-more-from-collection.ts";
import type { CatalogDeps } from "../../services/collections/catalog-deps.ts";

/** The asset page, its "More from collection" panel and the browse list (spec sections 2 and 7). */
export function registerAssetReadRoutes(app: FastifyInstance, deps: CatalogDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const cards = zApiSuccess(ZAssetCardsPage);
  typed.get(
    "/api/assets/:address/:tokenId",
    {
      schema: {
        tags: ["assets"],
        summary: "An asset by collection address and token id, with its measured model facts",
        params: ZAssetDetailsParams,
        response: { 200: zApiSuccess(ZAssetDetails) },
      },
    },
    async (request) => ({ status: "success" as const, data: await findAssetDetails(deps, request.params) }),
  );

  typed.get(
    "/api/assets/:assetId/more-from-collection",
    {
      schema: {
        tags: ["assets"],
        summary: "Other assets of the asset's collection, newest first, 10 per keyset page (cursor)",
        params: ZMoreFromCollectionParams,
        querystring: ZMoreFromCollectionQuery,
        response: { 200: zApiSuccess(ZMoreFromCollectionPage) },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await findMoreFromCollection(deps, request.params.assetId, request.query),
    }),
  );

  typed.post(
    "/api/assets/list",
    {
      schema: {
        tags: ["assets"],
        summary: "Browse: one page of asset cards by name search, chain, collection or creator",
        body: ZAssetListRequest,
        response: { 200: cards },
      },
    },
    async (request) => {
      const { page, perPage, userId, ...filters } = request.body;
      return {
        status: "success" as const,
        data: await findAssetCards(deps, { ...filters, creatorUserId: userId }, { page, perPage }),
      };
    },
  );
}
