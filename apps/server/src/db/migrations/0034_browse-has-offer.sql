-- HAS OFFER in the browse read model (spec section 2, Status filter; docs/decisions/014 and 018): an
-- asset has an offer while an offer on it is made or authorized, not yet accepted. An offer names its
-- token (collection, token id), which is what the contract checked, so a row matches the asset minted
-- as that token; rows indexed from a Store whose OfferMade did not name the token fall back to the
-- asset id the offer names (the asset's UUID read as a 128-bit number, domain `offerAssetIdOf`).
--
-- The catalog id an offer's uint256 `asset_id` (decimal text) names, as services/users/offer-asset-id.ts
-- reads it; null for a number that is no UUID.
CREATE FUNCTION offer_asset_uuid(n text) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN n ~ '^[0-9]{1,39}$' THEN CASE WHEN n::numeric < 340282366920938463463374607431768211456 THEN (
    lpad(to_hex(div(n::numeric, 79228162514264337593543950336)::bigint), 8, '0')
    || lpad(to_hex(mod(div(n::numeric, 18446744073709551616), 4294967296)::bigint), 8, '0')
    || lpad(to_hex(mod(div(n::numeric, 4294967296), 4294967296)::bigint), 8, '0')
    || lpad(to_hex(mod(n::numeric, 4294967296)::bigint), 8, '0'))::uuid END END
$$;
--> statement-breakpoint
-- The other way: the decimal text an offer on this asset carries, to find such offers through
-- chain_offers_asset.
CREATE FUNCTION offer_asset_number(id uuid) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT (('x' || substr(h, 1, 8))::bit(32)::bigint::numeric * 79228162514264337593543950336
    + ('x' || substr(h, 9, 8))::bit(32)::bigint::numeric * 18446744073709551616
    + ('x' || substr(h, 17, 8))::bit(32)::bigint::numeric * 4294967296
    + ('x' || substr(h, 25, 8))::bit(32)::bigint::numeric)::text
  FROM (SELECT replace(id::text, '-', '') AS h) AS hex
$$;
--> statement-breakpoint
-- An asset's open offers by its token. Only open offers are indexed: accepted ones, the most of them
-- in time, are never looked up here.
CREATE INDEX "chain_offers_open_token" ON "chain_offers" USING btree ("chain_id","collection","token_id") WHERE "chain_offers"."state" in ('made', 'authorized');
--> statement-breakpoint
-- The source view of 0025 with has_offer computed; every other column is as it was.
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
        AND o.state IN ('made', 'authorized'))
    OR EXISTS (
      SELECT 1 FROM chain_offers o
      WHERE o.asset_id = offer_asset_number(a.id) AND o.chain_id = a.chain_id AND o.collection IS NULL
        AND o.state IN ('made', 'authorized'))
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
-- An offer's insert, state change or removal (a roll-back replays the Store's tables) refreshes the
-- rows of the assets it names, in the same statement as the other sources' triggers; the counts
-- follow through asset_browse's own triggers, as for a listing.
CREATE FUNCTION asset_browse_offers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM asset_browse_refresh(ARRAY(
    SELECT a.id FROM (SELECT DISTINCT chain_id, collection, token_id FROM changed WHERE collection IS NOT NULL) t
    JOIN assets a ON a.chain_id = t.chain_id AND a.collection_address = t.collection AND a.token_id = t.token_id
    UNION
    SELECT a.id FROM (SELECT DISTINCT chain_id, asset_id FROM changed WHERE collection IS NULL) t
    JOIN assets a ON a.id = offer_asset_uuid(t.asset_id) AND a.chain_id = t.chain_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER chain_offers_browse_insert AFTER INSERT ON chain_offers REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION asset_browse_offers_changed();
--> statement-breakpoint
CREATE TRIGGER chain_offers_browse_update AFTER UPDATE ON chain_offers REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION asset_browse_offers_changed();
--> statement-breakpoint
CREATE TRIGGER chain_offers_browse_delete AFTER DELETE ON chain_offers REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION asset_browse_offers_changed();
--> statement-breakpoint
-- Rows of the assets with offers indexed before this migration.
SELECT asset_browse_refresh(ARRAY(
  SELECT a.id FROM chain_offers o
  JOIN assets a ON a.chain_id = o.chain_id AND a.collection_address = o.collection AND a.token_id = o.token_id
  WHERE o.state IN ('made', 'authorized')
  UNION
  SELECT a.id FROM chain_offers o
  JOIN assets a ON a.id = offer_asset_uuid(o.asset_id) AND a.chain_id = o.chain_id
  WHERE o.collection IS NULL AND o.state IN ('made', 'authorized')));
