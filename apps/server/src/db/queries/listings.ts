import type { ListingEngine } from "@meshlink/domain/validation/game-engine";
import type { TechnicalDescription } from "@meshlink/domain/validation/technical-description";
import { and, asc, eq, gt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import { assets, chainBalances, chainListings, engines, listingDetails, userAddresses } from "../schema.ts";
import type { TokenKey } from "./assets.ts";

/**
 * chain_listings row `alias` is live: active on the chain, not expired, and its seller still holds
 * the token (the Store refuses a listing whose seller no longer does) — the domain's isListingLive
 * in SQL, and the one definition the profile lists and the asset cards' units use. The browse read
 * model's triggers and sweep (migrations, decision 014) mirror it in their own SQL. The holding is
 * one key lookup per listing, a scalar subquery: as an EXISTS the planner joined every balance of
 * the seller to every listing of theirs and sorted them, instead of walking their newest listings.
 */
export const liveListing = (alias: string): SQL => {
  const l = sql.raw(alias);
  return sql`${l}.state = 'active' and (${l}.expiration = 0 or ${l}.expiration > extract(epoch from now()))
    and coalesce((select s.balance from chain_balances s where s.chain_id = ${l}.chain_id
      and s.collection = ${l}.collection and s.token_id = ${l}.token_id and s.owner = ${l}.seller), 0) > 0`;
};

/**
 * The listings of these tokens whose seller still holds the token, oldest first, with the engines
 * recorded for them and the user behind the seller's wallet: one query for a page of tokens.
 */
export async function findHeldListingsOfTokens(db: Db, tokens: readonly TokenKey[]) {
  if (tokens.length === 0) return [];
  return db
    .select({ listing: chainListings, engines: listingDetails.engines, sellerUserId: userAddresses.userId })
    .from(chainListings)
    .leftJoin(
      listingDetails,
      and(
        eq(listingDetails.chainId, chainListings.chainId),
        eq(listingDetails.listingId, chainListings.listingId),
      ),
    )
    .leftJoin(userAddresses, eq(userAddresses.address, chainListings.seller))
    .where(
      and(
        sql`(${chainListings.chainId}, ${chainListings.collection}, ${chainListings.tokenId}) in (${sql.join(
          tokens.map((token) => sql`(${token.chainId}, ${token.collectionAddress}, ${token.tokenId})`),
          sql`, `,
        )})`,
        sql`exists (select 1 from ${chainBalances} where ${and(
          eq(chainBalances.chainId, chainListings.chainId),
          eq(chainBalances.collection, chainListings.collection),
          eq(chainBalances.tokenId, chainListings.tokenId),
          eq(chainBalances.owner, chainListings.seller),
          gt(chainBalances.balance, "0"),
        )})`,
      ),
    )
    .orderBy(asc(chainListings.listingId));
}

/** The game engines a listing may name, in their order. */
export async function findEngines(db: Db) {
  return db
    .select({ id: engines.id, name: engines.name })
    .from(engines)
    .orderBy(asc(engines.sortOrder), asc(engines.name));
}

/** An indexed listing's seller and the catalog asset of its token (null fields when none is). */
export async function findListingWithAsset(db: Db, chainId: number, listingId: string) {
  const [row] = await db
    .select({
      seller: chainListings.seller,
      assetId: assets.id,
      address: assets.collectionAddress,
      tokenId: assets.tokenId,
    })
    .from(chainListings)
    .leftJoin(
      assets,
      and(
        eq(assets.chainId, chainListings.chainId),
        eq(assets.collectionAddress, chainListings.collection),
        eq(assets.tokenId, chainListings.tokenId),
      ),
    )
    .where(and(eq(chainListings.chainId, chainId), eq(chainListings.listingId, listingId)));
  return row;
}

type ListingRecord = {
  chainId: number;
  listingId: string;
  assetId: string;
  engines: ListingEngine[];
  userId: string;
  txHash: string;
  /** Already sanitized: the asset's technical description, updated with each listing or edit. */
  technicalDescription: TechnicalDescription;
};

/** A listing's off-chain details (its engines) and its asset's technical description, together. */
export async function saveListingDetails(db: Db, record: ListingRecord) {
  await db.transaction(async (tx) => {
    await tx
      .insert(listingDetails)
      .values({
        chainId: record.chainId,
        listingId: record.listingId,
        assetId: record.assetId,
        engines: record.engines,
        userId: record.userId,
        updatedTx: record.txHash,
      })
      .onConflictDoUpdate({
        target: [listingDetails.chainId, listingDetails.listingId],
        set: {
          engines: record.engines,
          userId: record.userId,
          updatedTx: record.txHash,
          updatedAt: new Date(),
        },
      });
    await tx
      .update(assets)
      .set({ technicalDescription: record.technicalDescription })
      .where(eq(assets.id, record.assetId));
  });
}
