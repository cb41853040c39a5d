import type { Offer, OfferState } from "@meshlink/domain/offers-api.types";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { rowsOf } from "../collections/find-collection-cards.ts";
import { offerAssetUuid } from "../users/offer-asset-id.ts";

type OfferRow = {
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
export async function selectOffers(db: Db, where: SQL, limit: number) {
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
  return rowsOf<OfferRow>(result);
}

const person = (address: string, id: string | null, name: string | null) => ({
  address,
  user: id ? { _id: id, name: name ?? "" } : null,
});

/** The API's Offer; offers of assets outside the catalog are never looked up. */
export function offerView(row: OfferRow): Offer {
  return {
    chainId: row.chain_id,
    offerId: row.offer_id,
    assetId: row.asset_uuid ?? "",
    state: row.state,
    stale: row.stale,
    offeror: person(row.offeror, row.offeror_user_id, row.offeror_name),
    collectionOwner: person(row.collection_owner, row.owner_user_id, row.owner_name),
    gameCollection: { address: row.game_address, name: row.game_name, userId: row.game_user_id },
    royaltyFee: row.royalty_fee,
    madeAt: row.made_at === null ? null : new Date(row.made_at).toISOString(),
  };
}

export type { OfferRow };
