import type { FastifyInstance, FastifyRequest, FastifySchema } from "fastify";
import type { z } from "zod";

type Envelope = z.ZodObject<{ data: z.ZodType }>;

type ReadRoute<P extends z.ZodType, Q extends z.ZodType, R extends Envelope> = {
  url: string;
  /** A check before the read, e.g. the optional sign-in that tells a viewer apart. */
  preHandler?: (request: FastifyRequest) => Promise<void>;
  tags: string[];
  summary: string;
  params?: P;
  querystring?: Q;
  /** The answer is `{ status: "success", data }` checked against `response`. */
  response: R;
};

type Input<P extends z.ZodType, Q extends z.ZodType> = {
  request: FastifyRequest;
  params: z.output<P>;
  query: z.output<Q>;
};

/**
 * A GET that answers one read: the zod schemas, then one call whose result is the answer's data.
 * Such routes read the same, so a route only says what differs (userAction is the same for writes).
 */
export function readRoute<
  P extends z.ZodType = z.ZodUnknown,
  Q extends z.ZodType = z.ZodUnknown,
  R extends Envelope = Envelope,
>(
  app: FastifyInstance,
  route: ReadRoute<P, Q, R>,
  read: (input: Input<P, Q>) => Promise<z.input<R>["data"]>,
) {
  const { url, preHandler, response, ...documentation } = route;
  const schema: FastifySchema = { ...documentation, response: { 200: response } };
  // The zod schemas validate and serialize at run time (the app's compilers); `read` is typed from them.
  app.get(url, { ...(preHandler && { preHandler }), schema }, async (request) => ({
    status: "success" as const,
    data: await read({
      request,
      params: request.params as z.output<P>,
      query: request.query as z.output<Q>,
    }),
  }));
}
