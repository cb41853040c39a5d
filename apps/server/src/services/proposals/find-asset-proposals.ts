import type { Proposal } from "@meshlink/domain/entities/proposal";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { assets, proposals, users } from "../../db/schema.ts";

/** The asset's proposals as the proposals table and the integration panel read them (spec section 3). */
export async function findAssetProposals(db: Db, assetId: string): Promise<Proposal[]> {
  const rows = await db
    .select({ proposal: proposals, offererName: users.name, tokenId: assets.tokenId })
    .from(proposals)
    .innerJoin(users, eq(users.id, proposals.offererId))
    .innerJoin(assets, eq(assets.id, proposals.assetId))
    .where(eq(proposals.assetId, assetId))
    .orderBy(asc(proposals.createdAt));
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
