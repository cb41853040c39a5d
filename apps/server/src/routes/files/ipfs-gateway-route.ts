import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { parseCid } from "../../files/ipfs-store.ts";
import { sniffContentType } from "../../files/sniff-content-type.ts";
import type { FilesDeps } from "../../services/files/files-deps.ts";
import { ServiceError } from "../../services/service-error.ts";
import { sendFile } from "./send-file.ts";

const NOT_HERE = "No such file in this IPFS store";

/**
 * GET /ipfs/{cid}: the local IPFS store's files, like a path gateway: token metadata, and source
 * archives as the sealed bytes anyone on the network may hold (docs/decisions/009-source-archive-
 * encryption.md). A CID names its bytes forever, so answers are cached as immutable with the CID as
 * ETag.
 */
export function registerIpfsGatewayRoute(app: FastifyInstance, deps: FilesDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/ipfs/:cid",
    {
      schema: {
        tags: ["files"],
        summary: "IPFS gateway for files held by this server (Range supported)",
        params: z.object({ cid: z.string() }),
      },
    },
    async (request, reply) => {
      const cid = parseCid(request.params.cid);
      if (!cid) throw new ServiceError("INVALID_REQUEST", "Not a valid CID");
      const { ipfs } = deps.stores;
      const stat = await ipfs.stat(cid);
      if (!stat) throw new ServiceError("NOT_FOUND", NOT_HERE);
      const head: Uint8Array[] = [];
      if (stat.size > 0)
        for await (const chunk of ipfs.cat(cid, { start: 0, end: Math.min(stat.size, 64) - 1 }))
          head.push(chunk);
      const contentType = sniffContentType(Buffer.concat(head));
      // Nothing public in this store is a zip: one here is a source archive stored before archives
      // were sealed, and leaves only through the gated downloads.
      if (contentType === "application/zip") throw new ServiceError("NOT_FOUND", NOT_HERE);
      return sendFile(request, reply, {
        size: stat.size,
        etag: `"${cid}"`,
        contentType,
        open: (range) => Promise.resolve(Readable.from(ipfs.cat(cid, range))),
      });
    },
  );
}
