import { z } from "zod";
import { ZAssetDetails } from "./assets-api.types.ts";
import { zApiSuccess } from "./api-envelope.ts";
import { ZTransactionHash } from "./chain-transaction.types.ts";
import { ZAddress } from "./entities/address.ts";
import { ZProposal } from "./entities/proposal.ts";
import { ZChainId, ZId, ZRecordId } from "./entities/scalars.ts";
import { ZUintString } from "./entities/uint.ts";
import { VALIDATION_MESSAGES } from "./messages/validation.ts";

// The integration flow (spec section 4 "Proposal", "Executing integration"). The proposer
// and offerer name come from the session, never from the body.
//   POST /api/proposals                  CreateProposalRequest → Proposal (201)
//   POST /api/proposals/{id}/accept      ProposalTxRequest (approveListing tx) → AssetDetails
//   POST /api/proposals/{id}/executed    ProposalTxRequest (executeListing tx) → ExecutedIntegration

export const ZCreateProposalRequest = z.object({
  assetId: ZRecordId,
  listingId: ZUintString,
  offererCollectionAddress: z
    .string({ error: VALIDATION_MESSAGES.noDestinationCollection })
    .min(1, { error: VALIDATION_MESSAGES.noDestinationCollection })
    .pipe(ZAddress),
});
export type CreateProposalRequest = z.input<typeof ZCreateProposalRequest>;

export const ZProposalParams = z.object({ id: ZRecordId });
export const ZProposalTxRequest = z.object({
  chainId: ZChainId,
  txHash: ZTransactionHash,
});
export type ProposalTxRequest = z.infer<typeof ZProposalTxRequest>;

export const ZProposalResponse = zApiSuccess(ZProposal);
export const ZAcceptProposalResponse = zApiSuccess(ZAssetDetails);

// The linked token minted into the studio's collection, recorded with its original.
const ZExecutedIntegration = z.object({
  proposal: ZProposal,
  linkedAsset: z.object({ _id: ZId, address: ZAddress, tokenId: ZUintString, original: ZId }),
});
export type ExecutedIntegration = z.infer<typeof ZExecutedIntegration>;
export const ZExecutedIntegrationResponse = zApiSuccess(ZExecutedIntegration);
