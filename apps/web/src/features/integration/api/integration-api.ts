import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import type { Proposal } from "@meshlink/domain/entities/proposal";
import type {
  CreateProposalRequest,
  ExecutedIntegration,
  ProposalTxRequest,
} from "@meshlink/domain/proposals-api.types";
import { apiRequest } from "@/lib/api-client";

const seg = encodeURIComponent;

/** POST /api/proposals: the proposer and offerer name come from the session. */
export const createProposal = (body: CreateProposalRequest) =>
  apiRequest<Proposal>("/api/proposals", { method: "POST", body });

/** POST /api/proposals/{id}/accept after approveListing was mined; answers the refreshed asset. */
export const acceptProposal = (proposalId: string, body: ProposalTxRequest) =>
  apiRequest<AssetDetails>(`/api/proposals/${seg(proposalId)}/accept`, { method: "POST", body });

/** POST /api/proposals/{id}/executed after executeListing was mined; answers the linked asset. */
export const recordExecution = (proposalId: string, body: ProposalTxRequest) =>
  apiRequest<ExecutedIntegration>(`/api/proposals/${seg(proposalId)}/executed`, {
    method: "POST",
    body,
  });
