import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from "fastify";
import type { z } from "zod";
import { requireEvmWallet } from "../http/require-evm-wallet.ts";
import { requireUser } from "../http/require-user.ts";

type Envelope = z.ZodObject<{ data: z.ZodType }>;

/** The status of a route that records a thing once and finds it on a repeated call. */
export const CREATED_OR_FOUND = "201 when created, else 200";

type SuccessStatus = 200 | 201 | typeof CREATED_OR_FOUND;

type UserAction<P extends z.ZodType, B extends z.ZodType, R extends Envelope, S extends SuccessStatus> = {
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  /**
   * Any signed-in user (requireUser), or one signed in with an EVM wallet: what records a Store
   * transaction needs one (require-evm-wallet.ts).
   */
  wallet?: "any" | "evm";
  /** Checks after the sign-in, e.g. that the user is an admin. */
  alsoRequire?: (request: FastifyRequest) => Promise<void>;
  /** Route config: a rate limit, per client IP or per user (after the sign-in). */
  config?: object;
  /** The answer is `{ status: "success", data }` checked against `response`. */
  status: S;
  tags: string[];
  summary: string;
  security?: Record<string, string[]>[];
  consumes?: string[];
  params?: P;
  body?: B;
  response: R;
  /** The refusals the OpenAPI document lists beside the success. */
  failures?: Record<number, z.ZodType>;
};

type Input<P extends z.ZodType, B extends z.ZodType> = {
  request: FastifyRequest;
  reply: FastifyReply;
  params: z.output<P>;
  body: z.output<B>;
};

type Answer<R extends Envelope, S extends SuccessStatus> = S extends typeof CREATED_OR_FOUND
  ? { created: boolean; data: z.input<R>["data"] }
  : z.input<R>["data"];

/**
 * A change the signed-in user makes (every authenticated POST, PUT, PATCH and DELETE): the sign-in
 * check, the zod schemas, then one call whose result is the answer's data. Every such route reads
 * the same, so a route only says what differs; read the user with signedInUser(request).
 */
export function userAction<
  P extends z.ZodType = z.ZodUnknown,
  B extends z.ZodType = z.ZodUnknown,
  R extends Envelope = Envelope,
  S extends SuccessStatus = SuccessStatus,
>(app: FastifyInstance, route: UserAction<P, B, R, S>, run: (input: Input<P, B>) => Promise<Answer<R, S>>) {
  const { method, url, wallet, alsoRequire, config, status, response, failures, ...documentation } = route;
  const success = status === CREATED_OR_FOUND ? { 200: response, 201: response } : { [status]: response };
  const schema: FastifySchema = { ...documentation, response: { ...success, ...failures } };
  const signedIn = wallet === "evm" ? requireEvmWallet : requireUser;
  // The zod schemas validate and serialize at run time (the app's compilers); `run` is typed from them.
  app.route({
    method,
    url,
    preHandler: alsoRequire ? [signedIn, alsoRequire] : signedIn,
    ...(config && { config }),
    schema,
    handler: async (request, reply) => {
      const input = {
        request,
        reply,
        params: request.params as z.output<P>,
        body: request.body as z.output<B>,
      };
      const answer = await run(input);
      if (status !== CREATED_OR_FOUND) return reply.code(status).send({ status: "success", data: answer });
      const { created, data } = answer as { created: boolean; data: unknown };
      return reply.code(created ? 201 : 200).send({ status: "success", data });
    },
  });
}
