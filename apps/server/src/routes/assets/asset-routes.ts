import { ZAssetDraftParams } from "@meshlink/domain/files/asset-draft.types";
import {
  ZAssetMetadataRequest,
  ZAssetMetadataResponse,
  ZAssetRefResponse,
  ZCreateAssetRequest,
} from "@meshlink/domain/create-asset.types";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireEvmWallet } from "../../http/require-evm-wallet.ts";
import { requireUser } from "../../http/require-user.ts";
import { announceBrowseChanged } from "../../realtime/browse-changes.ts";
import type { EventBus } from "../../realtime/event-bus.ts";
import { buildAssetMetadata } from "../../services/assets/build-asset-metadata.ts";
import { createAsset } from "../../services/assets/create-asset.ts";
import type { CatalogDeps } from "../../services/collections/catalog-deps.ts";
import { creatorOf } from "../collections/collection-routes.ts";
import { uploadRateLimited, type UploadRateLimit } from "../files/upload-rate-limit.ts";

/** POST /api/asset-drafts/{id}/metadata and POST /api/assets: creating an asset. */
export function registerAssetRoutes(
  app: FastifyInstance,
  deps: CatalogDeps & { bus: EventBus },
  uploadLimit: UploadRateLimit,
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    "/api/asset-drafts/:id/metadata",
    {
      preHandler: requireUser,
      // It writes (and on Kubo pins) a file on IPFS, so it counts as an upload.
      config: uploadRateLimited(uploadLimit),
      schema: {
        tags: ["assets"],
        summary: "Build the draft's token metadata JSON (OpenSea standard) and store it on IPFS",
        params: ZAssetDraftParams,
        body: ZAssetMetadataRequest,
        response: { 200: ZAssetMetadataResponse },
      },
    },
    async (request) => {
      const { id: userId } = creatorOf(request);
      const metadata = await buildAssetMetadata(deps, {
        draftId: request.params.id,
        userId,
        details: request.body,
      });
      return { status: "success" as const, data: metadata };
    },
  );

  typed.post(
    "/api/assets",
    {
      preHandler: requireEvmWallet,
      schema: {
        tags: ["assets"],
        summary: "Record the asset a createNFT transaction minted from a draft, checked on-chain",
        body: ZCreateAssetRequest,
        response: { 200: ZAssetRefResponse, 201: ZAssetRefResponse },
      },
    },
    async (request, reply) => {
      const { asset, created } = await createAsset(deps, creatorOf(request), request.body);
      // A new asset enters the browse grid: Live watchers refetch (spec section 2 "Browse").
      if (created) await announceBrowseChanged({ bus: deps.bus, log: request.log });
      return reply.code(created ? 201 : 200).send({ status: "success", data: asset });
    },
  );
}
