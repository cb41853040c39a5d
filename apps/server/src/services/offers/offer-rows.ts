import type { Offer } from "@meshlink/domain/offers-api.types";
import type { OfferRow } from "../../db/queries/offers.ts";

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
