import { ZApiFailure } from "@meshlink/domain/api-envelope";
import {
  UPLOAD_FILE_FIELD,
  ZBlobKey,
  ZImageQuery,
  ZImageUploadResponse,
} from "@meshlink/domain/files/file-uploads.types";
import { IMAGE_MAX_BYTES } from "@meshlink/domain/constants/image-limits";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { bucketedRenditionSize } from "../../files/image-rendition-size.ts";
import { signedInUser } from "../../http/require-user.ts";
import type { FilesDeps } from "../../services/files/files-deps.ts";
import { findImage } from "../../services/files/find-image.ts";
import { uploadImage } from "../../services/files/upload-image.ts";
import { ServiceError } from "../../services/service-error.ts";
import { userAction } from "../user-action.ts";
import { clientGone } from "./client-gone.ts";
import { readFilePart } from "./read-file-part.ts";
import { uploadRateLimited, type UploadRateLimit } from "./upload-rate-limit.ts";
import { sendFile } from "./send-file.ts";

/** Whether an Accept header names `type` itself with a quality above 0 ("image/webp;q=0" refuses it). */
function acceptsType(accept: string | undefined, type: string): boolean {
  return (accept ?? "").split(",").some((entry) => {
    const [name = "", ...params] = entry.split(";").map((part) => part.trim().toLowerCase());
    const quality = params.find((param) => param.startsWith("q="));
    return name === type && (quality === undefined || Number(quality.slice(2)) > 0);
  });
}

/**
 * POST /api/upload (spec section 7: form field `file`, answer the key) and GET /api/images/{key}
 * with optional `w` and `h` (section 9: the image CDN by key and size).
 */
export function registerImageRoutes(app: FastifyInstance, deps: FilesDeps, limit: UploadRateLimit) {
  userAction(
    app,
    {
      method: "POST",
      url: "/api/upload",
      config: uploadRateLimited(limit),
      status: 200,
      tags: ["files"],
      summary:
        "Upload an image (≤ 8,000,000 bytes; png, jpeg, gif, webp or svg; an SVG must draw within 5 s)",
      consumes: ["multipart/form-data"],
      response: ZImageUploadResponse,
      failures: { 400: ZApiFailure, 413: ZApiFailure, 415: ZApiFailure, 422: ZApiFailure, 429: ZApiFailure },
    },
    async ({ request, reply }) => {
      try {
        const file = await readFilePart(request, IMAGE_MAX_BYTES);
        return await uploadImage(deps, {
          userId: signedInUser(request).user._id,
          file,
          signal: clientGone(reply),
        });
      } catch (error) {
        // Section 5 reports size and type separately: every refusal is listed under the form field,
        // both problems when a file too large is not an image either (the service names them).
        if (!(error instanceof ServiceError) || error.status >= 500 || error.fields) throw error;
        const fields = { [UPLOAD_FILE_FIELD]: [error.message] };
        throw new ServiceError(error.code, error.message, { fields, cause: error });
      }
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/images/:key",
    {
      schema: {
        tags: ["files"],
        summary:
          "An uploaded image, resized to fit inside w × h, each rounded up to a rendition size (SVG served as PNG; a still PNG or JPEG as WebP to a browser that accepts it)",
        params: z.object({ key: ZBlobKey }),
        querystring: ZImageQuery,
      },
    },
    async (request, reply) => {
      const { w, h } = request.query;
      // Bucketed, so the blob store keeps a few renditions per image, not one per size asked.
      const size = bucketedRenditionSize({ width: w, height: h });
      const accepts = { webp: acceptsType(request.headers.accept, "image/webp") };
      const image = await findImage(deps, request.params.key, size, clientGone(reply), accepts);
      if (!image) throw new ServiceError("NOT_FOUND", "Image not found");
      // A rendition's format follows the Accept header; a cache must keep one per format.
      if (image.variesByAccept) reply.header("vary", "Accept");
      return sendFile(request, reply, {
        ...image.stat,
        contentType: image.contentType,
        open: (range) => deps.stores.blobs.get(image.key, range),
      });
    },
  );
}
