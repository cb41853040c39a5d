import { ZAssetDraftParams } from "@meshlink/domain/files/asset-draft.types";
import {
  ZAssetMetadataRequest,
  ZAssetMetadataResponse,
  ZAssetRefResponse,
  ZCreateAssetRequest,
} from "@meshlink/domain/create-asset.types";
import type { FastifyInstance } from "fastify";
import { announceBrowseChanged } from "../../realtime/browse-changes.ts";
import type { EventBus } from "../../realtime/event-bus.ts";
import { buildAssetMetadata } from "../../services/assets/build-asset-metadata.ts";
import { createAsset } from "../../services/assets/create-asset.ts";
import type { CatalogDeps } from "../../services/collections/catalog-deps.ts";
import { creatorOf } from "../collections/collection-routes.ts";
import { uploadRateLimited, type UploadRateLimit } from "../files/upload-rate-limit.ts";
import { CREATED_OR_FOUND, userAction } from "../user-action.ts";

/** POST /api/asset-drafts/{id}/metadata and POST /api/assets: creating an asset. */
export function registerAssetRoutes(
  app: FastifyInstance,
  deps: CatalogDeps & { bus: EventBus },
  uploadLimit: UploadRateLimit,
) {
  userAction(
    app,
    {
      method: "POST",
      url: "/api/asset-drafts/:id/metadata",
      // It writes (and on Kubo pins) a file on IPFS, so it counts as an upload.
      config: uploadRateLimited(uploadLimit),
      status: 200,
      tags: ["assets"],
      summary: "Build the draft's token metadata JSON (OpenSea standard) and store it on IPFS",
      params: ZAssetDraftParams,
      body: ZAssetMetadataRequest,
      response: ZAssetMetadataResponse,
    },
    ({ request, params, body }) =>
      buildAssetMetadata(deps, { draftId: params.id, userId: creatorOf(request).id, details: body }),
  );

  userAction(
    app,
    {
      wallet: "evm",
      method: "POST",
      url: "/api/assets",
      status: CREATED_OR_FOUND,
      tags: ["assets"],
      summary: "Record the asset a createNFT transaction minted from a draft, checked on-chain",
      body: ZCreateAssetRequest,
      response: ZAssetRefResponse,
    },
    async ({ request, body }) => {
      const { asset, created } = await createAsset(deps, creatorOf(request), body);
      // A new asset enters the browse grid: Live watchers refetch (spec section 2 "Browse").
      if (created) await announceBrowseChanged({ bus: deps.bus, log: request.log });
      return { created, data: asset };
    },
  );
}
