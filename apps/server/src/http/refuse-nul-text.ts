import type { ApiFailure } from "@meshlink/domain/api-envelope";
import type { FastifyInstance } from "fastify";

export const NUL_IN_TEXT = "Text must not contain NUL characters";
// Deeper JSON than this is refused by the route's schema anyway; the walk stops, it does not recurse on.
const MAX_DEPTH = 64;

/**
 * PostgreSQL text cannot hold U+0000, so a NUL in any parameter, query value or JSON body text
 * would fail the query (a 500). Every route refuses it with a 400 once its schema has validated
 * the request, so a field whose own rule names such characters keeps its clearer message.
 */
export function refuseNulText(app: FastifyInstance) {
  app.addHook("preHandler", async (request, reply) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      const body: ApiFailure = { status: "failed", error: NUL_IN_TEXT, code: "INVALID_REQUEST" };
      return reply.code(400).send(body);
    }
  });
}

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > MAX_DEPTH || value === null || typeof value !== "object") return false;
  if (Buffer.isBuffer(value)) return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes("\u0000") || holdsNul(inner, depth + 1)) return true;
  }
  return false;
}
