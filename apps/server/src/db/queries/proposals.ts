import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../database.ts";
import { assets, chainApprovals, chainExecutions, proposals, userAddresses, users } from "../schema.ts";

type NewProposal = typeof proposals.$inferInsert;

export async function findProposalById(db: Db, id: string) {
  const [row] = await db.select().from(proposals).where(eq(proposals.id, id));
  return row;
}

/** The asset's proposals, oldest first, with their offerer's name and the asset's token id. */
export async function findAssetProposalRows(db: Db, assetId: string) {
  return db
    .select({ proposal: proposals, offererName: users.name, tokenId: assets.tokenId })
    .from(proposals)
    .innerJoin(users, eq(users.id, proposals.offererId))
    .innerJoin(assets, eq(assets.id, proposals.assetId))
    .where(eq(proposals.assetId, assetId))
    .orderBy(asc(proposals.createdAt));
}

/** Whether the user behind `wallet` proposed an integration of the asset that was finalised. */
export async function hasFinalisedProposalBy(db: Db, assetId: string, wallet: string): Promise<boolean> {
  const [row] = await db
    .select({ id: proposals.id })
    .from(proposals)
    .innerJoin(userAddresses, eq(userAddresses.userId, proposals.offererId))
    .where(
      and(eq(proposals.assetId, assetId), eq(proposals.isFinalised, true), eq(userAddresses.address, wallet)),
    );
  return !!row;
}

/** Inserts a proposal; a second one of the offerer for the listing violates its unique key. */
export async function insertProposal(db: Db, proposal: NewProposal) {
  const [row] = await db.insert(proposals).values(proposal).returning();
  return row!;
}

export async function markProposalAccepted(db: Db, id: string, acceptedTx: string) {
  await db.update(proposals).set({ accepted: true, acceptedTx }).where(eq(proposals.id, id));
}

/** Finalises an executed proposal with its linked asset; answers the updated row. */
export async function markProposalFinalised(
  db: Db,
  id: string,
  execution: { executedTx: string; linkedAssetId: string },
) {
  const [row] = await db
    .update(proposals)
    .set({ isFinalised: true, ...execution })
    .where(eq(proposals.id, id))
    .returning();
  return row!;
}

/** The indexer's row of this transaction's approval of the listing for the proposer, if indexed. */
export async function findIndexedApproval(
  db: Db,
  approval: { chainId: number; txHash: string; listingId: string; proposer: string },
) {
  const [row] = await db
    .select()
    .from(chainApprovals)
    .where(
      and(
        eq(chainApprovals.chainId, approval.chainId),
        eq(chainApprovals.txHash, approval.txHash),
        eq(chainApprovals.listingId, approval.listingId),
        eq(chainApprovals.proposer, approval.proposer),
      ),
    );
  return row;
}

/** The indexer's row of this transaction's integration that minted `newTokenId`, if indexed. */
export async function findIndexedExecution(
  db: Db,
  execution: { chainId: number; txHash: string; newTokenId: string },
) {
  const [row] = await db
    .select()
    .from(chainExecutions)
    .where(
      and(
        eq(chainExecutions.chainId, execution.chainId),
        eq(chainExecutions.txHash, execution.txHash),
        eq(chainExecutions.newTokenId, execution.newTokenId),
      ),
    );
  return row;
}
