import {
  ZAcceptProposalResponse,
  ZCreateProposalRequest,
  ZExecutedIntegrationResponse,
  ZProposalParams,
  ZProposalResponse,
  ZProposalTxRequest,
} from "@meshlink/domain/proposals-api.types";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../http/require-user.ts";
import type { MarketDeps } from "../../services/listings/market-deps.ts";
import { acceptProposal } from "../../services/proposals/accept-proposal.ts";
import { createProposal } from "../../services/proposals/create-proposal.ts";
import { recordExecution } from "../../services/proposals/record-execution.ts";
import { marketUserOf } from "../listings/market-user.ts";

/** The integration flow (issue 7; packages/domain proposals-api.types.ts). */
export function registerProposalRoutes(app: FastifyInstance, deps: MarketDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    "/api/proposals",
    {
      preHandler: requireUser,
      schema: {
        tags: ["proposals"],
        summary: "A studio proposes to integrate a listed asset into one of its collections",
        body: ZCreateProposalRequest,
        response: { 201: ZProposalResponse },
      },
    },
    async (request, reply) => {
      const proposal = await createProposal(deps, marketUserOf(request), request.body);
      return reply.code(201).send({ status: "success", data: proposal });
    },
  );

  typed.post(
    "/api/proposals/:id/accept",
    {
      preHandler: requireUser,
      schema: {
        tags: ["proposals"],
        summary: "The owner records the approveListing transaction that accepts a proposal",
        params: ZProposalParams,
        body: ZProposalTxRequest,
        response: { 200: ZAcceptProposalResponse },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await acceptProposal(deps, marketUserOf(request), request.params.id, request.body),
    }),
  );

  typed.post(
    "/api/proposals/:id/executed",
    {
      preHandler: requireUser,
      schema: {
        tags: ["proposals"],
        summary: "The proposer records the executeListing transaction; the linked asset is recorded",
        params: ZProposalParams,
        body: ZProposalTxRequest,
        response: { 200: ZExecutedIntegrationResponse },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await recordExecution(deps, marketUserOf(request), request.params.id, request.body),
    }),
  );
}
