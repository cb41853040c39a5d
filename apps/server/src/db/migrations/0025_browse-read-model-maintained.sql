-- The browse read model's rows (docs/decisions/014-browse-read-model.md), computed from the catalog,
-- the indexer's listings and activity, and proposals. One asset's row reads only that asset's rows
-- through their indexes, so a write refreshes the rows it touched from here, and the migration and a
-- rebuild fill every row from the same definition.
CREATE VIEW asset_browse_source AS
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
  false AS has_offer,
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
-- Writes (or rewrites) the rows of these assets from the source; a row that did not change is not
-- written, so the counts' triggers see only real changes.
CREATE FUNCTION asset_browse_refresh(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO asset_browse (asset_id, chain_id, collection_id, collection_address, token_id, erc_type,
    category, genre_mask, creator_user_id, created_at, price, listed_at, expires_at, has_offer,
    proposal_count, integration_count, activity, trend_1d, trend_7d, trend_30d, stale_at)
  SELECT asset_id, chain_id, collection_id, collection_address, token_id, erc_type, category,
    genre_mask, creator_user_id, created_at, price, listed_at, expires_at, has_offer, proposal_count,
    integration_count, activity, trend_1d, trend_7d, trend_30d, stale_at
  FROM asset_browse_source WHERE asset_id = ANY (ids)
  ORDER BY asset_id
  ON CONFLICT (asset_id) DO UPDATE SET
    category = excluded.category, genre_mask = excluded.genre_mask,
    price = excluded.price, listed_at = excluded.listed_at, expires_at = excluded.expires_at,
    has_offer = excluded.has_offer, proposal_count = excluded.proposal_count,
    integration_count = excluded.integration_count, activity = excluded.activity,
    trend_1d = excluded.trend_1d, trend_7d = excluded.trend_7d, trend_30d = excluded.trend_30d,
    stale_at = excluded.stale_at
  WHERE (asset_browse.category, asset_browse.genre_mask, asset_browse.price, asset_browse.listed_at,
      asset_browse.expires_at, asset_browse.has_offer, asset_browse.proposal_count,
      asset_browse.integration_count, asset_browse.trend_1d, asset_browse.trend_7d,
      asset_browse.trend_30d, asset_browse.stale_at)
    IS DISTINCT FROM (excluded.category, excluded.genre_mask, excluded.price, excluded.listed_at,
      excluded.expires_at, excluded.has_offer, excluded.proposal_count, excluded.integration_count,
      excluded.trend_1d, excluded.trend_7d, excluded.trend_30d, excluded.stale_at)
$$;
--> statement-breakpoint
-- The writes that change a row refresh it in their own transaction: statement triggers with
-- transition tables, so a bulk insert (a COPY of a million assets) refreshes its rows in one set.
CREATE FUNCTION asset_browse_assets_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM asset_browse_refresh(ARRAY(SELECT id FROM changed));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION asset_browse_listings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM asset_browse_refresh(ARRAY(
    SELECT a.id FROM (SELECT DISTINCT chain_id, collection, token_id FROM changed) t
    JOIN assets a ON a.chain_id = t.chain_id AND a.collection_address = t.collection AND a.token_id = t.token_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION asset_browse_proposals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM asset_browse_refresh(ARRAY(SELECT DISTINCT asset_id FROM changed));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER assets_browse_insert AFTER INSERT ON assets REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION asset_browse_assets_changed();
--> statement-breakpoint
CREATE TRIGGER assets_browse_update AFTER UPDATE ON assets REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION asset_browse_assets_changed();
--> statement-breakpoint
CREATE TRIGGER chain_listings_browse_insert AFTER INSERT ON chain_listings REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION asset_browse_listings_changed();
--> statement-breakpoint
CREATE TRIGGER chain_listings_browse_update AFTER UPDATE ON chain_listings REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION asset_browse_listings_changed();
--> statement-breakpoint
CREATE TRIGGER chain_listings_browse_delete AFTER DELETE ON chain_listings REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION asset_browse_listings_changed();
--> statement-breakpoint
CREATE TRIGGER proposals_browse_insert AFTER INSERT ON proposals REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION asset_browse_proposals_changed();
--> statement-breakpoint
CREATE TRIGGER proposals_browse_update AFTER UPDATE ON proposals REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION asset_browse_proposals_changed();
--> statement-breakpoint
CREATE TRIGGER proposals_browse_delete AFTER DELETE ON proposals REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION asset_browse_proposals_changed();
--> statement-breakpoint
-- The facet counts follow the rows by delta in the same statement: rows added count in, rows removed
-- count out, an update moves only the rows whose counted facts changed. Groups go in key order so that
-- two writers meeting on the same counts wait for each other rather than deadlock.
CREATE FUNCTION asset_browse_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO asset_browse_counts AS c (chain_id, erc_type, category, genre_mask, listed, has_offer, activity, assets)
  SELECT chain_id, erc_type, category, genre_mask, listed, has_offer, activity, sum(n)::integer
  FROM (SELECT chain_id, erc_type, category, genre_mask, price IS NOT NULL AS listed, has_offer, activity, 1 AS n FROM added) AS d
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (chain_id, erc_type, category, genre_mask, listed, has_offer, activity)
    DO UPDATE SET assets = c.assets + excluded.assets;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION asset_browse_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO asset_browse_counts AS c (chain_id, erc_type, category, genre_mask, listed, has_offer, activity, assets)
  SELECT chain_id, erc_type, category, genre_mask, listed, has_offer, activity, sum(n)::integer
  FROM (SELECT chain_id, erc_type, category, genre_mask, price IS NOT NULL AS listed, has_offer, activity, -1 AS n FROM removed) AS d
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (chain_id, erc_type, category, genre_mask, listed, has_offer, activity)
    DO UPDATE SET assets = c.assets + excluded.assets;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION asset_browse_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO asset_browse_counts AS c (chain_id, erc_type, category, genre_mask, listed, has_offer, activity, assets)
  SELECT chain_id, erc_type, category, genre_mask, listed, has_offer, activity, sum(n)::integer
  FROM (SELECT chain_id, erc_type, category, genre_mask, price IS NOT NULL AS listed, has_offer, activity, 1 AS n FROM added UNION ALL SELECT chain_id, erc_type, category, genre_mask, price IS NOT NULL AS listed, has_offer, activity, -1 AS n FROM removed) AS d
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (chain_id, erc_type, category, genre_mask, listed, has_offer, activity)
    DO UPDATE SET assets = c.assets + excluded.assets;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER asset_browse_counts_insert AFTER INSERT ON asset_browse REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION asset_browse_counts_insert();
--> statement-breakpoint
CREATE TRIGGER asset_browse_counts_update AFTER UPDATE ON asset_browse REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION asset_browse_counts_update();
--> statement-breakpoint
CREATE TRIGGER asset_browse_counts_delete AFTER DELETE ON asset_browse REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION asset_browse_counts_delete();
--> statement-breakpoint
-- Rows of the assets recorded before the read model existed.
SELECT asset_browse_refresh(ARRAY(SELECT id FROM assets));
--> statement-breakpoint
ANALYZE asset_browse;
