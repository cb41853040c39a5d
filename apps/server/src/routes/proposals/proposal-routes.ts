import {
  ZAcceptProposalResponse,
  ZCreateProposalRequest,
  ZExecutedIntegrationResponse,
  ZProposalParams,
  ZProposalResponse,
  ZProposalTxRequest,
} from "@meshlink/domain/proposals-api.types";
import type { FastifyInstance } from "fastify";
import { announceAssetChanged } from "../../realtime/asset-changes.ts";
import type { MarketDeps } from "../../services/listings/market-deps.ts";
import { acceptProposal } from "../../services/proposals/accept-proposal.ts";
import { createProposal } from "../../services/proposals/create-proposal.ts";
import { recordExecution } from "../../services/proposals/record-execution.ts";
import { marketUserOf } from "../listings/market-user.ts";
import { userAction } from "../user-action.ts";

const tags = ["proposals"];

/** The integration flow (packages/domain proposals-api.types.ts). */
export function registerProposalRoutes(app: FastifyInstance, deps: MarketDeps) {
  // A proposal sent, accepted or executed changes its asset's Proposals panel for every visitor.
  const announced = async <T>(written: Promise<T>, assetOf: (result: T) => string): Promise<T> => {
    const result = await written;
    await announceAssetChanged({ bus: deps.bus, log: app.log }, [assetOf(result)], "proposals");
    return result;
  };
  userAction(
    app,
    {
      wallet: "evm",
      method: "POST",
      url: "/api/proposals",
      status: 201,
      tags,
      summary: "A studio proposes to integrate a listed asset into one of its collections",
      body: ZCreateProposalRequest,
      response: ZProposalResponse,
    },
    ({ request, body }) => announced(createProposal(deps, marketUserOf(request), body), () => body.assetId),
  );

  userAction(
    app,
    {
      wallet: "evm",
      method: "POST",
      url: "/api/proposals/:id/accept",
      status: 200,
      tags,
      summary: "The owner records the approveListing transaction that accepts a proposal",
      params: ZProposalParams,
      body: ZProposalTxRequest,
      response: ZAcceptProposalResponse,
    },
    ({ request, params, body }) =>
      announced(acceptProposal(deps, marketUserOf(request), params.id, body), (asset) => asset._id),
  );

  userAction(
    app,
    {
      wallet: "evm",
      method: "POST",
      url: "/api/proposals/:id/executed",
      status: 200,
      tags,
      summary: "The proposer records the executeListing transaction; the linked asset is recorded",
      params: ZProposalParams,
      body: ZProposalTxRequest,
      response: ZExecutedIntegrationResponse,
    },
    ({ request, params, body }) =>
      announced(
        recordExecution(deps, marketUserOf(request), params.id, body),
        (executed) => executed.linkedAsset.original,
      ),
  );
}
