import { zApiSuccess } from "@meshlink/domain/api-envelope";
import {
  ZBrowseAssetsPage,
  ZBrowseAssetsRequest,
  ZBrowseFacets,
  ZCollectionFacets,
  ZCollectionFacetsRequest,
  ZBrowseFilters,
} from "@meshlink/domain/browse-api.types";
import {
  ZAssetDetails,
  ZAssetDetailsParams,
  ZMoreFromCollectionPage,
  ZMoreFromCollectionParams,
  ZMoreFromCollectionQuery,
} from "@meshlink/domain/assets-api.types";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { findAssetDetails } from "../../services/assets/find-asset-details.ts";
import { findMoreFromCollection } from "../../services/assets/find-more-from-collection.ts";
import { findBrowseFacets } from "../../services/browse/find-browse-facets.ts";
import { findCollectionFacets } from "../../services/browse/find-collection-facets.ts";
import { findBrowsePage } from "../../services/browse/find-browse-page.ts";
import type { CatalogDeps } from "../../services/collections/catalog-deps.ts";
import { optionalUser, viewerOf } from "../../http/require-user.ts";

/** The asset page, its "More from collection" panel and the browse list (spec sections 2 and 7). */
export function registerAssetReadRoutes(app: FastifyInstance, deps: CatalogDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
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
      preHandler: optionalUser,
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
      data: await findMoreFromCollection(deps, request.params.assetId, request.query, viewerOf(request)),
    }),
  );

  typed.post(
    "/api/assets/list",
    {
      preHandler: optionalUser,
      schema: {
        tags: ["assets"],
        summary:
          "Browse: one keyset page of asset cards for every sidebar filter and sort, with the matches counted up to a cap",
        body: ZBrowseAssetsRequest,
        response: { 200: zApiSuccess(ZBrowseAssetsPage) },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await findBrowsePage(deps, request.body, viewerOf(request)),
    }),
  );

  typed.post(
    "/api/assets/facets/collections",
    {
      preHandler: optionalUser,
      schema: {
        tags: ["assets"],
        summary:
          "Browse: how many assets each shown Collection option would leave under the other sections' filters, up to a cap",
        body: ZCollectionFacetsRequest,
        response: { 200: zApiSuccess(ZCollectionFacets) },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await findCollectionFacets(deps, request.body, viewerOf(request)),
    }),
  );

  typed.post(
    "/api/assets/facets",
    {
      preHandler: optionalUser,
      schema: {
        tags: ["assets"],
        summary: "Browse: how many assets each sidebar option would leave, for the other sections' filters",
        body: ZBrowseFilters,
        response: { 200: zApiSuccess(ZBrowseFacets) },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await findBrowseFacets(deps, request.body, viewerOf(request)),
    }),
  );
}
