import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { chainApprovals, chainExecutions, chainListings, chainTokens } from "../../db/schema-chain.ts";
import type { ChainEvent } from "./chain-event.ts";
import { royaltyFeeFromChain } from "./chain-values.ts";
import { refreshTokenBrowse } from "../../db/queries/browse-read-model.ts";
import { recordActivity } from "./record-activity.ts";

/** ListingCreated, ListingUpdated, ListingCancelled, ListingApproved and AgreementExecuted. */
export async function applyListingEvent(db: Db, event: ChainEvent) {
  const { args, chainId } = event;
  const listingId = String(args.listingId);
  const key = and(eq(chainListings.chainId, chainId), eq(chainListings.listingId, listingId));
  switch (event.eventName) {
    case "ListingCreated": {
      const listing = {
        chainId,
        listingId,
        seller: String(args.seller),
        collection: String(args.collection),
        tokenId: String(args.tokenId),
        supply: String(args.supply),
        royaltyFee: royaltyFeeFromChain(args.royaltyFee),
        royaltyRecipient: String(args.royaltyRecipient),
        expiration: String(args.expiration),
        state: "active" as const,
        createdTx: event.txHash,
      };
      const { collection, tokenId, seller: from } = listing;
      // The Listed row first: the listing's insert refreshes the token's browse row, whose
      // "recently listed" time is this row's (docs/decisions/014).
      await recordActivity(db, event, {
        eventType: "Listed",
        collection,
        tokenId,
        from,
        price: listing.royaltyFee,
      });
      await db.insert(chainListings).values(listing);
      return;
    }
    case "ListingUpdated": {
      const royaltyFee = royaltyFeeFromChain(args.royaltyFee);
      const [listing] = await db
        .update(chainListings)
        .set({
          royaltyFee,
          royaltyRecipient: String(args.royaltyRecipient),
          expiration: String(args.expiration),
        })
        .where(key)
        .returning();
      if (listing)
        await recordActivity(db, event, { eventType: "Updated", ...onToken(listing), price: royaltyFee });
      return;
    }
    case "ListingCancelled": {
      const [listing] = await db.update(chainListings).set({ state: "cancelled" }).where(key).returning();
      if (listing) await recordActivity(db, event, { eventType: "Updated", ...onToken(listing) });
      return;
    }
    case "ListingApproved":
      await db.insert(chainApprovals).values({
        chainId,
        txHash: event.txHash,
        logIndex: event.logIndex,
        listingId,
        proposer: String(args.proposer),
      });
      return;
    case "AgreementExecuted":
      await applyExecution(db, event, listingId);
  }
}

const onToken = (listing: typeof chainListings.$inferSelect) => ({
  collection: listing.collection,
  tokenId: listing.tokenId,
  from: listing.seller,
});

async function applyExecution(db: Db, event: ChainEvent, listingId: string) {
  const { args, chainId } = event;
  const remainingSupply = String(args.remainingSupply);
  const soldOut = remainingSupply === "0";
  const [listing] = await db
    .update(chainListings)
    .set({ supply: remainingSupply, ...(soldOut ? { state: "sold-out" as const } : {}) })
    .where(and(eq(chainListings.chainId, chainId), eq(chainListings.listingId, listingId)))
    .returning();
  const proposer = String(args.proposer);
  const [approval] = await db
    .select()
    .from(chainApprovals)
    .where(
      and(
        eq(chainApprovals.chainId, chainId),
        eq(chainApprovals.listingId, listingId),
        eq(chainApprovals.proposer, proposer),
        isNull(chainApprovals.executedTx),
      ),
    )
    .orderBy(desc(chainApprovals.txHash))
    .limit(1);
  if (approval) {
    await db
      .update(chainApprovals)
      .set({ executedTx: event.txHash })
      .where(and(eq(chainApprovals.chainId, chainId), eq(chainApprovals.txHash, approval.txHash)));
  }
  await recordIntegration(db, event, {
    kind: "listing",
    listingId,
    remainingSupply,
    proposer,
    destinationCollection: String(args.destinationCollection),
    newTokenId: String(args.newTokenId),
    originalCollection: String(args.originalCollection),
    originalTokenId: String(args.originalTokenId),
    price: listing?.royaltyFee ?? null,
    from: listing?.seller ?? null,
  });
}

type Integration = Omit<
  typeof chainExecutions.$inferInsert,
  "chainId" | "txHash" | "logIndex" | "originalCollection" | "originalTokenId"
> & {
  originalCollection: string;
  originalTokenId: string;
  /** The Bought row's price and seller side: the royalty agreed and who agreed to it. */
  price: number | null;
  from: string | null;
};

/**
 * What every executed integration leaves, from a listing or an offer: its chain_executions row, the
 * linked token's link to its original, and the original's Bought row, which the profile's deals and
 * figures, trending and sold assets read (services/users/integration-sides.ts). The linked token's
 * own mint (Transfer/TransferSingle) came just before in the same transaction.
 */
export async function recordIntegration(db: Db, event: ChainEvent, integration: Integration) {
  const { chainId } = event;
  const { price, from, ...execution } = integration;
  await db
    .insert(chainExecutions)
    .values({ ...execution, chainId, txHash: event.txHash, logIndex: event.logIndex });
  await db
    .insert(chainTokens)
    .values({
      chainId,
      collection: execution.destinationCollection,
      tokenId: execution.newTokenId,
      mintedTx: event.txHash,
      originalCollection: execution.originalCollection,
      originalTokenId: execution.originalTokenId,
    })
    .onConflictDoUpdate({
      target: [chainTokens.chainId, chainTokens.collection, chainTokens.tokenId],
      set: { originalCollection: execution.originalCollection, originalTokenId: execution.originalTokenId },
    });
  await recordActivity(db, event, {
    eventType: "Bought",
    collection: execution.originalCollection,
    tokenId: execution.originalTokenId,
    price,
    from,
    to: execution.proposer,
  });
  // A listing's trigger refreshed the original's browse row before this Bought row existed; it
  // counts in trending (docs/decisions/014), so the row is refreshed again with it.
  await refreshTokenBrowse(db, chainId, execution.originalCollection, execution.originalTokenId);
}
