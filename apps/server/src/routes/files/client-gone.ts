import type { FastifyReply } from "fastify";

/**
 * Aborts when the client goes away before its answer is sent, so that work only it waited for
 * (an image still in line, a drawing nobody else asked for) is given up.
 */
export function clientGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) gone.abort(new Error("client closed the connection"));
  });
  return gone.signal;
}
