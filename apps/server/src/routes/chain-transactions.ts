import { zApiSuccess } from "@meshlink/domain/api-envelope";
import { ZTransactionStatus, ZTransactionStatusParams } from "@meshlink/domain/chain-transaction.types";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Hex } from "viem";
import type { ChainConnection } from "../chain/chain-connection.ts";
import type { Db } from "../db/database.ts";
import { findTransactionStatus } from "../services/find-transaction-status.ts";

/** GET /api/chain/transactions/:txHash — whether a transaction's events are indexed yet. */
export function registerChainTransactionsRoute(
  app: FastifyInstance,
  deps: { db: Db; chain: ChainConnection },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/chain/transactions/:txHash",
    {
      schema: {
        tags: ["chains"],
        summary: "Status of a transaction on the connected chain: pending, reverted, mined or indexed",
        params: ZTransactionStatusParams,
        response: { 200: zApiSuccess(ZTransactionStatus) },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await findTransactionStatus(deps.db, deps.chain, request.params.txHash as Hex),
    }),
  );
}
