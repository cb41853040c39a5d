import type { Proposal } from "@meshlink/domain/entities/proposal";
import type { Db } from "../../db/database.ts";
import { findAssetProposalRows } from "../../db/queries/proposals.ts";
import type { proposals } from "../../db/schema.ts";

/** The asset's proposals as the proposals table and the integration panel read them (spec section 3). */
export async function findAssetProposals(db: Db, assetId: string): Promise<Proposal[]> {
  const rows = await findAssetProposalRows(db, assetId);
  return rows.map(({ proposal, offererName, tokenId }) => proposalView(proposal, offererName, tokenId));
}

export function proposalView(
  proposal: typeof proposals.$inferSelect,
  offererName: string,
  tokenId: string,
): Proposal {
  return {
    _id: proposal.id,
    offererId: proposal.offererId,
    offererName,
    offererAddress: proposal.offererAddress,
    offererCollectionAddress: proposal.offererCollectionAddress,
    tokenId,
    listingId: proposal.listingId,
    accepted: proposal.accepted,
    isFinalised: proposal.isFinalised,
  };
}
