-- Stale offers (docs/decisions/018): the Store refuses to authorize or accept an offer once its token
-- left the holder it names (StaleOffer), so such an offer is no longer open. The indexer marks it
-- (chain/indexer/stale-offers.ts) from where OfferMade is in the chain and the holder's transfers.
ALTER TABLE "chain_offers" ADD COLUMN "made_block" bigint;--> statement-breakpoint
ALTER TABLE "chain_offers" ADD COLUMN "made_log_index" integer;--> statement-breakpoint
ALTER TABLE "chain_offers" ADD COLUMN "stale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- 0034 created this index without the schema declaring it; the schema now does, so this snapshot
-- has it, and the statement leaves the index that is there.
CREATE INDEX IF NOT EXISTS "chain_offers_open_token" ON "chain_offers" USING btree ("chain_id","collection","token_id") WHERE "chain_offers"."state" in ('made', 'authorized');
--> statement-breakpoint
-- HAS OFFER counts open offers only: made or authorized, and not stale. Every other column is as 0034 made it.
CREATE OR REPLACE VIEW asset_browse_source AS
SELECT
  a.id AS asset_id,
  a.chain_id,
  a.collection_id,
  a.collection_address,
  a.token_id,
  (CASE c.erc_type WHEN 'ERC1155' THEN 1155 ELSE 721 END)::smallint AS erc_type,
  coalesce(a.category, 0)::smallint AS category,
  (SELECT coalesce(sum(1 << (g - 1)), 0) FROM unnest(a.genres) AS g WHERE g BETWEEN 1 AND 15)::smallint AS genre_mask,
  a.creator_user_id,
  a.created_at,
  l.price,
  l.listed_at,
  l.expires_at,
  (
    EXISTS (
      SELECT 1 FROM chain_offers o
      WHERE o.chain_id = a.chain_id AND o.collection = a.collection_address AND o.token_id = a.token_id
        AND o.state IN ('made', 'authorized') AND NOT o.stale)
    OR EXISTS (
      SELECT 1 FROM chain_offers o
      WHERE o.asset_id = offer_asset_number(a.id) AND o.chain_id = a.chain_id AND o.collection IS NULL
        AND o.state IN ('made', 'authorized') AND NOT o.stale)
  ) AS has_offer,
  coalesce(p.proposals, 0)::integer AS proposal_count,
  coalesce(p.integrations, 0)::integer AS integration_count,
  ((coalesce(p.proposals, 0) > 0)::integer | ((coalesce(p.integrations, 0) > 0)::integer << 1))::smallint AS activity,
  (coalesce(p.d1, 0) + coalesce(b.d1, 0))::integer AS trend_1d,
  (coalesce(p.d7, 0) + coalesce(b.d7, 0))::integer AS trend_7d,
  (coalesce(p.d30, 0) + coalesce(b.d30, 0))::integer AS trend_30d,
  -- The next moment the row changes without a write: a listing expires, or an event leaves a period.
  least(
    l.expires_at,
    least(p.first_1d, b.first_1d) + interval '1 day',
    least(p.first_7d, b.first_7d) + interval '7 days',
    least(p.first_30d, b.first_30d) + interval '30 days'
  ) AS stale_at
FROM assets a
JOIN collections c ON c.id = a.collection_id
-- Live listings: active, not expired, by a seller who still holds the token (find-asset-listings.ts).
LEFT JOIN LATERAL (
  SELECT
    min(cl.royalty_fee) AS price,
    max((
      SELECT ca.created_at FROM chain_activity ca
      WHERE ca.token_key = ((('x' || lpad(right(a.collection_address, 13), 16, '0'))::bit(64)::bigint
          + (a.token_id % 4503599627370496)::bigint) % 4503599627370496)
        AND ca.event_type IN ('Listed', 'Updated') AND ca.price IS NOT NULL
        AND ca.event_type = 'Listed'
        AND ca.tx_hash = decode(substr(cl.created_tx, 3), 'hex')
      LIMIT 1
    )) AS listed_at,
    -- An expiration past 2286 is as good as none (and past what a timestamp holds).
    min(CASE WHEN cl.expiration > 0 AND cl.expiration < 10000000000
      THEN to_timestamp(cl.expiration::double precision) END) AS expires_at
  FROM chain_listings cl
  WHERE cl.chain_id = a.chain_id AND cl.collection = a.collection_address AND cl.token_id = a.token_id
    AND cl.state = 'active'
    AND (cl.expiration = 0 OR cl.expiration > extract(epoch FROM now()))
    AND EXISTS (
      SELECT 1 FROM chain_balances cb
      WHERE cb.chain_id = cl.chain_id AND cb.collection = cl.collection AND cb.token_id = cl.token_id
        AND cb.owner = cl.seller AND cb.balance > 0
    )
) l ON true
LEFT JOIN LATERAL (
  SELECT
    count(*) AS proposals,
    count(*) FILTER (WHERE pr.is_finalised) AS integrations,
    count(*) FILTER (WHERE pr.created_at > now() - interval '1 day') AS d1,
    count(*) FILTER (WHERE pr.created_at > now() - interval '7 days') AS d7,
    count(*) FILTER (WHERE pr.created_at > now() - interval '30 days') AS d30,
    min(pr.created_at) FILTER (WHERE pr.created_at > now() - interval '1 day') AS first_1d,
    min(pr.created_at) FILTER (WHERE pr.created_at > now() - interval '7 days') AS first_7d,
    min(pr.created_at) FILTER (WHERE pr.created_at > now() - interval '30 days') AS first_30d
  FROM proposals pr
  WHERE pr.asset_id = a.id
) p ON true
-- Integrations executed on-chain (AgreementExecuted's Bought rows), by their block's time.
LEFT JOIN LATERAL (
  SELECT
    count(*) FILTER (WHERE ca.created_at > now() - interval '1 day') AS d1,
    count(*) FILTER (WHERE ca.created_at > now() - interval '7 days') AS d7,
    count(*) AS d30,
    min(ca.created_at) FILTER (WHERE ca.created_at > now() - interval '1 day') AS first_1d,
    min(ca.created_at) FILTER (WHERE ca.created_at > now() - interval '7 days') AS first_7d,
    min(ca.created_at) AS first_30d
  FROM chain_activity ca
  WHERE ca.event_type = 'Bought'
    AND ca.token_key = ((('x' || lpad(right(a.collection_address, 13), 16, '0'))::bit(64)::bigint
        + (a.token_id % 4503599627370496)::bigint) % 4503599627370496)
    AND ca.chain_id = a.chain_id
    AND ca.collection = decode(substr(a.collection_address, 3), 'hex')
    AND ca.token_id = a.token_id
    AND ca.created_at > now() - interval '30 days'
) b ON true;
--> statement-breakpoint
-- Where each indexed offer was made, from its OfferMade in the ledger.
UPDATE chain_offers o SET made_block = e.block_number, made_log_index = e.log_index
FROM chain_events e
WHERE e.chain_id = o.chain_id AND e.event_name = 'OfferMade' AND (e.args->>'offerId')::numeric = o.offer_id;
--> statement-breakpoint
-- Open offers whose token already left the holder, as stale-offers.ts judges them: a transfer from
-- the holder after OfferMade, in a Store collection (whose ownership nonce then changed) or in an
-- external one whose holder holds none now. The update's trigger refreshes their assets' HAS OFFER.
UPDATE chain_offers o SET stale = true
WHERE o.state IN ('made', 'authorized') AND o.collection IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM chain_activity a
    WHERE a.token_key = ((('x' || lpad(right(o.collection, 13), 16, '0'))::bit(64)::bigint
        + (o.token_id % 4503599627370496)::bigint) % 4503599627370496)
      AND a.chain_id = o.chain_id AND a.collection = decode(substr(o.collection, 3), 'hex')
      AND a.token_id = o.token_id AND a.block_number >= o.made_block
      AND a.event_type = 'Transfered' AND a."from" = decode(substr(o.collection_owner, 3), 'hex')
      AND (a.block_number > o.made_block OR a.log_index > o.made_log_index))
  AND (
    EXISTS (SELECT 1 FROM chain_collections c WHERE c.chain_id = o.chain_id AND c.address = o.collection)
    OR NOT EXISTS (
      SELECT 1 FROM chain_balances b
      WHERE b.chain_id = o.chain_id AND b.collection = o.collection AND b.token_id = o.token_id
        AND b.owner = o.collection_owner AND b.balance > 0));
