import type { OfferState } from "@meshlink/domain/offers-api.types";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import { offerRecords } from "../schema.ts";
import { offerAssetUuid } from "./offer-asset-id.ts";

export type OfferRow = {
  chain_id: number;
  offer_id: string;
  asset_uuid: string | null;
  state: OfferState;
  stale: boolean;
  offeror: string;
  offeror_user_id: string | null;
  offeror_name: string | null;
  collection_owner: string;
  owner_user_id: string | null;
  owner_name: string | null;
  game_address: string;
  royalty_fee: number | null;
  game_name: string | null;
  game_user_id: string | null;
  made_at: Date | string | null;
  offeror_record_id: string | null;
};

/**
 * Offers as the indexer holds them (`chain_offers`, the chain's state), each with the people behind
 * its two wallets, the MeshLink collection at its game address and the server's record (when it was
 * made, by whom), newest offer first. `where` narrows `chain_offers o`; the caller brings the index.
 */
async function selectOffers(db: Db, where: SQL, limit: number) {
  const result = await db.execute(sql`
    select o.chain_id, o.offer_id::text as offer_id, ${offerAssetUuid(sql`o.asset_id`)}::text as asset_uuid,
      o.state, o.stale, o.offeror, o.collection_owner,
      o.game_address, o.royalty_fee, ou.id as offeror_user_id, ou.name as offeror_name, cu.id as owner_user_id,
      cu.name as owner_name, c.name as game_name, c.user_id as game_user_id, r.made_at,
      r.offeror_id as offeror_record_id
    from chain_offers o
    left join offer_records r on r.chain_id = o.chain_id and r.offer_id = o.offer_id
    left join user_addresses oa on oa.address = o.offeror
    left join users ou on ou.id = oa.user_id
    left join user_addresses ca on ca.address = o.collection_owner
    left join users cu on cu.id = ca.user_id
    left join collections c on c.chain_id = o.chain_id and c.address = o.game_address
    where ${where}
    order by o.offer_id desc, o.chain_id desc
    limit ${limit}`);
  return (result as { rows: OfferRow[] }).rows;
}

/** One offer by its key on the chain. */
export async function findOfferByKey(
  db: Db,
  chainId: number,
  offerId: string,
): Promise<OfferRow | undefined> {
  const [row] = await selectOffers(db, sql`o.chain_id = ${chainId} and o.offer_id = ${offerId}::numeric`, 1);
  return row;
}

/**
 * Up to `limit` offers naming an asset (its on-chain id) on its chain, newest first, after the
 * offer id of the previous page: down `chain_offers_asset`.
 */
export async function findAssetOffersPage(
  db: Db,
  page: { chainId: number; onChainAssetId: string; beforeOfferId?: string; limit: number },
) {
  const before = page.beforeOfferId ? sql`and o.offer_id < ${page.beforeOfferId}::numeric` : sql``;
  return selectOffers(
    db,
    sql`o.asset_id = ${page.onChainAssetId} and o.chain_id = ${page.chainId} ${before}`,
    page.limit,
  );
}

/** The server's record of an offer made through MeshLink; false when it was already recorded. */
export async function insertOfferRecord(db: Db, record: typeof offerRecords.$inferInsert): Promise<boolean> {
  const [recorded] = await db
    .insert(offerRecords)
    .values(record)
    .onConflictDoNothing()
    .returning({ offerId: offerRecords.offerId });
  return recorded !== undefined;
}

/**
 * Notes the transaction of an offer's step on its record, once: answers the record's offeror and
 * asset, or undefined for an offer made outside MeshLink (no record) or a step already noted.
 */
export async function noteOfferStep(
  db: Db,
  step: { chainId: number; offerId: string; step: "authorize" | "accept"; txHash: string },
) {
  const column = step.step === "authorize" ? offerRecords.authorizedTx : offerRecords.acceptedTx;
  const [recorded] = await db
    .update(offerRecords)
    .set({ [step.step === "authorize" ? "authorizedTx" : "acceptedTx"]: step.txHash })
    .where(
      and(eq(offerRecords.chainId, step.chainId), eq(offerRecords.offerId, step.offerId), isNull(column)),
    )
    .returning({ offerorId: offerRecords.offerorId, assetId: offerRecords.assetId });
  return recorded;
}
