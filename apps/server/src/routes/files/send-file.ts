import type { Readable } from "node:stream";
import type { ApiFailure } from "@meshlink/domain/api-envelope";
import type { FastifyReply, FastifyRequest } from "fastify";
import { parseRange, type ByteRange } from "../../files/byte-range.ts";

type SendableFile = {
  size: number;
  /** Quoted, as the ETag header carries it. */
  etag: string;
  contentType: string;
  open: (range?: ByteRange) => Promise<Readable | null>;
};

// Files are stored under keys that never change content (new upload, new key; CIDs by nature).
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Answers with a stored file: ETag and If-None-Match (304), a single byte range (206, or 416 when
 * it starts past the end), and headers that stop a browser from running an uploaded file as a
 * page or sniffing it into another type.
 */
export async function sendFile(request: FastifyRequest, reply: FastifyReply, file: SendableFile) {
  reply
    .header("content-type", file.contentType)
    .header("etag", file.etag)
    .header("cache-control", IMMUTABLE)
    .header("accept-ranges", "bytes")
    .header("content-security-policy", "default-src 'none'; sandbox")
    .header("x-content-type-options", "nosniff");
  if (request.headers["if-none-match"]?.split(/\s*,\s*/).includes(file.etag)) {
    return reply.code(304).send();
  }
  const wanted = parseRange(request.headers.range, file.size);
  if (wanted.kind === "unsatisfiable") {
    return reply.code(416).header("content-range", `bytes */${file.size}`).send();
  }
  const range = wanted.kind === "partial" ? wanted.range : undefined;
  const body = await file.open(range);
  if (!body) {
    return reply
      .code(404)
      .send({ status: "failed", error: "File not found", code: "NOT_FOUND" } satisfies ApiFailure);
  }
  if (!range) return reply.header("content-length", file.size).send(body);
  return reply
    .code(206)
    .header("content-range", `bytes ${range.start}-${range.end}/${file.size}`)
    .header("content-length", range.end - range.start + 1)
    .send(body);
}
