import { sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import { rowsOf } from "../rows-of.ts";
import { liveListing } from "./listings.ts";

/** One asset card's facts as the database answers them (spec section 3 "Asset card"). */
type AssetCardRow = {
  id: string;
  collection_address: string;
  token_id: string;
  name: string;
  image_key: string | null;
  supply: string;
  collection_name: string | null;
  erc_type: "ERC721" | "ERC1155";
  /** The units the viewer's wallets hold; 0 without a viewer. */
  owned: string;
  /** The units live listings still offer. */
  offered: string;
  /** The token's listings whose seller still holds it, oldest first. */
  listings: { listingId: string; royaltyFee: number; expiration: string; state: string }[];
  /** The ids of its finalised proposals: one connected game each. */
  finalised: string[];
};

/**
 * The cards of these assets, in one query whatever the page's size: each card's columns with its
 * listings, connected games and units gathered beside it by subqueries on their indexes, so a list
 * page pays one round trip and one plan for its cards instead of one per fact.
 */
export async function findAssetCards(
  db: Db,
  ids: readonly string[],
  viewerUserId?: string,
): Promise<AssetCardRow[]> {
  if (ids.length === 0) return [];
  const sameToken = (alias: string) => {
    const t = sql.raw(alias);
    return sql`${t}.chain_id = a.chain_id and ${t}.collection = a.collection_address and ${t}.token_id = a.token_id`;
  };
  const owned = viewerUserId
    ? sql`(select coalesce(sum(cb.balance), 0) from chain_balances cb
        join user_addresses ua on ua.address = cb.owner and ua.user_id = ${viewerUserId}
        where ${sameToken("cb")})`
    : sql`0`;
  const result = await db.execute(sql`
    select a.id, a.collection_address, a.token_id::text as token_id, a.name, a.image_key,
      a.supply::text as supply, c.name as collection_name, c.erc_type,
      ${owned}::text as owned,
      (select coalesce(sum(l.supply), 0) from chain_listings l
        where ${sameToken("l")} and ${liveListing("l")})::text as offered,
      coalesce((select json_agg(json_build_object('listingId', l.listing_id::text,
          'royaltyFee', l.royalty_fee, 'expiration', l.expiration::text, 'state', l.state)
          order by l.listing_id)
        from chain_listings l
        where ${sameToken("l")} and exists (select 1 from chain_balances s
          where ${sameToken("s")} and s.owner = l.seller and s.balance > 0)), '[]'::json) as listings,
      coalesce((select json_agg(p.id order by p.id) from proposals p
        where p.asset_id = a.id and p.is_finalised), '[]'::json) as finalised
    from assets a join collections c on c.id = a.collection_id
    where a.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return rowsOf<AssetCardRow>(result);
}
