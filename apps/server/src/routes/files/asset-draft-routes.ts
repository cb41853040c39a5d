import { ZAssetDraftParams, ZAssetDraftResponse } from "@meshlink/domain/files/asset-draft.types";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser, signedInUser } from "../../http/require-user.ts";
import { assetDraftView, createAssetDraft, findOwnedDraft } from "../../services/files/asset-drafts.ts";
import type { FilesDeps } from "../../services/files/files-deps.ts";
import { userAction } from "../user-action.ts";
import { uploadRateLimited, type UploadRateLimit } from "./upload-rate-limit.ts";

/** POST /api/asset-drafts (a new draft for the uploads of an asset) and GET /api/asset-drafts/{id}. */
export function registerAssetDraftRoutes(
  app: FastifyInstance,
  deps: FilesDeps,
  uploadLimit: UploadRateLimit,
) {
  userAction(
    app,
    {
      method: "POST",
      url: "/api/asset-drafts",
      // A draft is a row per call; drafts start uploads, so they share the uploads' limit.
      config: uploadRateLimited(uploadLimit),
      status: 201,
      tags: ["files"],
      summary: "Start an asset draft; its files are uploaded to it before the token is minted",
      response: ZAssetDraftResponse,
    },
    async ({ request }) => {
      const draft = await createAssetDraft(deps, signedInUser(request).user._id);
      return assetDraftView(draft, deps.ipfsGatewayUrl);
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/asset-drafts/:id",
    {
      preHandler: requireUser,
      schema: {
        tags: ["files"],
        summary: "The caller's asset draft with its uploaded files and measured model facts",
        params: ZAssetDraftParams,
        response: { 200: ZAssetDraftResponse },
      },
    },
    async (request) => {
      const draft = await findOwnedDraft(deps, request.params.id, signedInUser(request).user._id);
      return { status: "success" as const, data: assetDraftView(draft, deps.ipfsGatewayUrl) };
    },
  );
}
