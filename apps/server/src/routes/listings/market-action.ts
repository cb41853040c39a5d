import type { FastifyInstance, FastifySchema } from "fastify";
import type { z } from "zod";
import { requireEvmWallet } from "../../http/require-evm-wallet.ts";
import type { MarketUser } from "../../services/listings/market-deps.ts";
import { marketUserOf } from "./market-user.ts";

type Envelope = z.ZodObject<{ data: z.ZodType }>;

type MarketAction<P extends z.ZodType, B extends z.ZodType, R extends Envelope> = {
  method: "POST" | "PATCH";
  url: string;
  /** The success status; the answer is `{ status: "success", data }` checked against `response`. */
  status: 200 | 201;
  tags: string[];
  summary: string;
  params?: P;
  body?: B;
  response: R;
};

/**
 * A change the signed-in user makes in the market (listings and the integration flow):
 * requireEvmWallet (a Store action needs an EVM wallet), the zod schemas, then one service call with
 * the user as the market services take them. Every such route reads the same, so the routes only
 * say what differs.
 */
export function marketAction<
  P extends z.ZodType = z.ZodUnknown,
  B extends z.ZodType = z.ZodUnknown,
  R extends Envelope = Envelope,
>(
  app: FastifyInstance,
  route: MarketAction<P, B, R>,
  run: (user: MarketUser, input: { params: z.output<P>; body: z.output<B> }) => Promise<z.input<R>["data"]>,
) {
  const { method, url, status, response, ...documentation } = route;
  const schema: FastifySchema = { ...documentation, response: { [status]: response } };
  // The zod schemas validate and serialize at run time (the app's compilers); `run` is typed from them.
  app.route({
    method,
    url,
    preHandler: requireEvmWallet,
    schema,
    handler: async (request, reply) => {
      const input = { params: request.params as z.output<P>, body: request.body as z.output<B> };
      const data = await run(marketUserOf(request), input);
      return reply.code(status).send({ status: "success", data });
    },
  });
}
