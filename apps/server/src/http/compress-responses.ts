import { promisify } from "node:util";
import zlib from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply } from "fastify";

/** Smaller bodies fit in a packet or two: compressing them saves no time. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const COMPRESSIBLE_TYPE =
  /^(?:text\/|application\/(?:json|javascript|xml)\b|application\/[\w.-]+\+(?:json|xml)\b|image\/svg\+xml\b)/i;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// Brotli 4, as servers commonly use for responses made per request: about gzip's speed, smaller.
const compress = {
  br: (body: Buffer) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body: Buffer) => gzip(body),
};
const ENCODINGS = Object.keys(compress) as (keyof typeof compress)[];

/**
 * Compresses bodies the server makes in memory (API JSON, pages with link previews, error text)
 * from COMPRESSION_THRESHOLD_BYTES up, with brotli or gzip as the request's Accept-Encoding
 * prefers. Streams are sent as they are: the built web app's files have their brotli and gzip
 * variants made at build time (web-app.ts), and stored files (models, images, archives) go with
 * their exact Content-Length and byte ranges, most of them compressed already.
 */
export function compressResponses(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader("content-encoding") || [204, 206, 304].includes(reply.statusCode)) return payload;
    const type = reply.getHeader("content-type");
    if (typeof type !== "string" || !COMPRESSIBLE_TYPE.test(type)) return payload;
    const body = typeof payload === "string" ? Buffer.from(payload) : payload;
    if (body.length < COMPRESSION_THRESHOLD_BYTES) return payload;
    // From here the body depends on Accept-Encoding, whether or not this request gets it compressed.
    addVary(reply, "Accept-Encoding");
    const accepted = request.headers["accept-encoding"];
    const encoding = accepted ? negotiate(accepted.toLowerCase(), ENCODINGS) : null;
    if (!encoding) return payload;
    const compressed = await compress[encoding](body);
    reply.header("content-encoding", encoding).header("content-length", compressed.length);
    return compressed;
  });
}

function addVary(reply: FastifyReply, header: string) {
  const current = reply.getHeader("vary");
  const names = typeof current === "string" ? current.split(",").map((name) => name.trim()) : [];
  if (names.some((name) => name.toLowerCase() === header.toLowerCase() || name === "*")) return;
  reply.header("vary", [...names.filter(Boolean), header].join(", "));
}
