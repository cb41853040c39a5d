import { ZApiFailure, zApiSuccess } from "@meshlink/domain/api-envelope";
import {
  ZTransactionStatus,
  ZTransactionStatusParams,
  ZTransactionStatusQuery,
} from "@meshlink/domain/chain-transaction.types";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Hex } from "viem";
import type { Chains } from "../chain/chain-connection.ts";
import type { Db } from "../db/database.ts";
import { findTransactionStatus } from "../services/find-transaction-status.ts";
import { ServiceError } from "../services/service-error.ts";

/** GET /api/chain/transactions/:txHash?chainId — whether a transaction's events are indexed yet. */
export function registerChainTransactionsRoute(app: FastifyInstance, deps: { db: Db; chains: Chains }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/chain/transactions/:txHash",
    {
      schema: {
        tags: ["chains"],
        summary: "Status of a transaction on a followed chain: pending, reverted, mined or indexed",
        params: ZTransactionStatusParams,
        querystring: ZTransactionStatusQuery,
        response: { 200: zApiSuccess(ZTransactionStatus), 404: ZApiFailure },
      },
    },
    async (request) => {
      const chainId = request.query.chainId ?? deps.chains.list[0]?.chainId;
      const chain = chainId === undefined ? undefined : deps.chains.get(chainId);
      if (!chain) {
        throw new ServiceError(
          "NOT_FOUND",
          `This server does not follow chain ${chainId ?? "(none configured)"}`,
        );
      }
      const data = await findTransactionStatus(deps.db, chain, request.params.txHash as Hex);
      return { status: "success" as const, data };
    },
  );
}
