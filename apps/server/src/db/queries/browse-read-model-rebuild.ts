import { sql } from "drizzle-orm";
import type { Db } from "../database.ts";

// The columns of asset_browse as the asset_browse_source view computes them (migration of the read
// model, docs/decisions/014-browse-read-model.md).
const COLUMNS = sql.raw(`asset_id, chain_id, collection_id, collection_address, token_id, erc_type, category,
  genre_mask, creator_user_id, created_at, price, listed_at, expires_at, has_offer, proposal_count,
  integration_count, activity, trend_1d, trend_7d, trend_30d, stale_at`);

// A token's activity key (chain/indexer/token-key.ts tokenKeySql), here over the assets' columns.
const tokenKeyOf = (collection: string, tokenId: string) =>
  sql.raw(`((('x' || lpad(right(${collection}, 13), 16, '0'))::bit(64)::bigint
    + (${tokenId} % 4503599627370496)::bigint) % 4503599627370496)`);

/**
 * The source view's rows for every asset, computed set-based: listings, proposals, integrations and
 * open offers aggregated once per token and hash-joined, rather than looked up asset by asset as a write's
 * refresh does (the same definitions; the browse test compares both).
 */
const ALL_ROWS = sql`
  with live as (
    select cl.chain_id, cl.collection, cl.token_id, min(cl.royalty_fee) as price,
      max(ca.created_at) as listed_at,
      min(case when cl.expiration > 0 and cl.expiration < 10000000000
        then to_timestamp(cl.expiration::double precision) end) as expires_at
    from chain_listings cl
    join chain_balances cb on cb.chain_id = cl.chain_id and cb.collection = cl.collection
      and cb.token_id = cl.token_id and cb.owner = cl.seller and cb.balance > 0
    left join chain_activity ca on ca.event_type = 'Listed' and ca.price is not null
      and ca.tx_hash = decode(substr(cl.created_tx, 3), 'hex')
      and ca.token_key = ${tokenKeyOf("cl.collection", "cl.token_id")}
    where cl.state = 'active' and (cl.expiration = 0 or cl.expiration > extract(epoch from now()))
    group by 1, 2, 3),
  p as (
    select asset_id, count(*) as proposals, count(*) filter (where is_finalised) as integrations,
      count(*) filter (where created_at > now() - interval '1 day') as d1,
      count(*) filter (where created_at > now() - interval '7 days') as d7,
      count(*) filter (where created_at > now() - interval '30 days') as d30,
      min(created_at) filter (where created_at > now() - interval '1 day') as first_1d,
      min(created_at) filter (where created_at > now() - interval '7 days') as first_7d,
      min(created_at) filter (where created_at > now() - interval '30 days') as first_30d
    from proposals group by asset_id),
  b as (
    select chain_id, token_key, collection, token_id,
      count(*) filter (where created_at > now() - interval '1 day') as d1,
      count(*) filter (where created_at > now() - interval '7 days') as d7,
      count(*) as d30,
      min(created_at) filter (where created_at > now() - interval '1 day') as first_1d,
      min(created_at) filter (where created_at > now() - interval '7 days') as first_7d,
      min(created_at) as first_30d
    from chain_activity where event_type = 'Bought' and created_at > now() - interval '30 days'
    group by 1, 2, 3, 4),
  -- Assets with an open offer (made or authorized, not stale): by the token it names, or by the
  -- asset id for rows whose OfferMade named no token.
  o as (
    select a.id as asset_id from chain_offers co
    join assets a on a.chain_id = co.chain_id and a.collection_address = co.collection and a.token_id = co.token_id
    where co.state in ('made', 'authorized') and not co.stale
    union
    select a.id from chain_offers co
    join assets a on a.id = offer_asset_uuid(co.asset_id) and a.chain_id = co.chain_id
    where co.collection is null and co.state in ('made', 'authorized') and not co.stale)
  select a.id as asset_id, a.chain_id, a.collection_id, a.collection_address, a.token_id,
    (case c.erc_type when 'ERC1155' then 1155 else 721 end)::smallint as erc_type,
    coalesce(a.category, 0)::smallint as category,
    (select coalesce(sum(1 << (g - 1)), 0) from unnest(a.genres) as g where g between 1 and 15)::smallint as genre_mask,
    a.creator_user_id, a.created_at, l.price, l.listed_at, l.expires_at, o.asset_id is not null as has_offer,
    coalesce(p.proposals, 0)::integer as proposal_count,
    coalesce(p.integrations, 0)::integer as integration_count,
    ((coalesce(p.proposals, 0) > 0)::integer | ((coalesce(p.integrations, 0) > 0)::integer << 1))::smallint as activity,
    (coalesce(p.d1, 0) + coalesce(b.d1, 0))::integer as trend_1d,
    (coalesce(p.d7, 0) + coalesce(b.d7, 0))::integer as trend_7d,
    (coalesce(p.d30, 0) + coalesce(b.d30, 0))::integer as trend_30d,
    least(l.expires_at, least(p.first_1d, b.first_1d) + interval '1 day',
      least(p.first_7d, b.first_7d) + interval '7 days',
      least(p.first_30d, b.first_30d) + interval '30 days') as stale_at
  from assets a
  join collections c on c.id = a.collection_id
  left join live l on l.chain_id = a.chain_id and l.collection = a.collection_address and l.token_id = a.token_id
  left join p on p.asset_id = a.id
  left join o on o.asset_id = a.id
  left join b on b.chain_id = a.chain_id and b.token_key = ${tokenKeyOf("a.collection_address", "a.token_id")}
    and b.collection = decode(substr(a.collection_address, 3), 'hex') and b.token_id = a.token_id`;

/**
 * Every row of the browse read model and its facet counts anew, in one set-based statement (the
 * counts follow through their statement trigger): for data filled in bulk with triggers off, such
 * as the browse bench's million assets.
 */
export async function rebuildBrowseReadModel(db: Db) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`truncate asset_browse, asset_browse_counts, asset_browse_price_counts`);
    await tx.execute(
      sql`insert into asset_browse (${COLUMNS}) select ${COLUMNS} from (${ALL_ROWS}) as source`,
    );
  });
  await db.execute(sql`analyze asset_browse`);
  await db.execute(sql`analyze asset_browse_counts`);
  await db.execute(sql`analyze asset_browse_price_counts`);
}
