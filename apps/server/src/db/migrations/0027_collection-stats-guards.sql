-- Collection statistics' triggers (docs/decisions/016-collection-statistics.md), made safe for two
-- writes they failed on. Per-category item counts are not written for a collection being deleted
-- (a chain reorganisation takes back a collection and its assets in one statement: the count's
-- foreign key refused it). An event's arguments are read only for AgreementExecuted: json text
-- that PostgreSQL cannot read as text (a \u0000 in another event's name) is never touched; CASE
-- fixes that order, which a WHERE clause does not.
CREATE OR REPLACE FUNCTION collection_items_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT collection_id, category, 1 AS n FROM added'
    WHEN 'DELETE' THEN 'SELECT collection_id, category, -1 AS n FROM removed'
    ELSE 'SELECT collection_id, category, 1 AS n FROM added UNION ALL SELECT collection_id, category, -1 FROM removed'
  END;
BEGIN
  EXECUTE format($q$
    WITH d AS (SELECT collection_id, sum(n)::int AS n FROM (%s) x GROUP BY 1 HAVING sum(n) <> 0)
    UPDATE collection_stats s SET item_count = s.item_count + d.n FROM d WHERE s.collection_id = d.collection_id
  $q$, src);
  EXECUTE format($q$
    INSERT INTO collection_category_items AS i (category, collection_id, items)
    SELECT category, collection_id, sum(n)::int FROM (%s) x
    WHERE category IS NOT NULL AND EXISTS (SELECT 1 FROM collections c WHERE c.id = x.collection_id)
    GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT (category, collection_id) DO UPDATE SET items = i.items + excluded.items
  $q$, src);
  EXECUTE format($q$
    DELETE FROM collection_category_items i USING (SELECT DISTINCT category, collection_id FROM (%s) x) k
    WHERE i.category = k.category AND i.collection_id = k.collection_id AND i.items <= 0
  $q$, src);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION collection_volume_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT chain_id, event_name, args, block_time, 1 AS n FROM added'
    ELSE 'SELECT chain_id, event_name, args, block_time, -1 AS n FROM removed'
  END;
BEGIN
  EXECUTE format($q$
    WITH d AS (
      SELECT chain_id, lower(CASE WHEN event_name = 'AgreementExecuted' THEN args->>'originalCollection' END) AS collection, date_trunc('hour', block_time) AS hour,
        sum(n)::int AS n
      FROM (%s) x
      WHERE event_name = 'AgreementExecuted' AND CASE WHEN event_name = 'AgreementExecuted' THEN args->>'originalCollection' END IS NOT NULL
        AND block_time > now() - interval '31 days'
      GROUP BY 1, 2, 3),
    bucket AS (
      INSERT INTO collection_volume_hours AS v (chain_id, collection, hour, integrations)
      SELECT chain_id, collection, hour, n FROM d ORDER BY 1, 2, 3
      ON CONFLICT (chain_id, collection, hour) DO UPDATE SET integrations = v.integrations + excluded.integrations),
    per AS (
      SELECT chain_id, collection,
        coalesce(sum(n) FILTER (WHERE hour > now() - interval '24 hours'), 0)::int AS d1,
        coalesce(sum(n) FILTER (WHERE hour > now() - interval '7 days'), 0)::int AS d7,
        coalesce(sum(n) FILTER (WHERE hour > now() - interval '30 days'), 0)::int AS d30
      FROM d GROUP BY 1, 2)
    UPDATE collection_stats s
    SET volume_1d = greatest(s.volume_1d + p.d1, 0), volume_7d = greatest(s.volume_7d + p.d7, 0),
      volume_30d = greatest(s.volume_30d + p.d30, 0)
    FROM per p WHERE s.chain_id = p.chain_id AND s.address = p.collection
  $q$, src);
  IF TG_OP = 'DELETE' THEN
    DELETE FROM collection_volume_hours WHERE integrations <= 0 AND hour > now() - interval '31 days';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION collection_stats_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM collection_holders;
  INSERT INTO collection_holders (chain_id, collection, owner, tokens)
    SELECT chain_id, collection, owner, count(*)::int FROM chain_balances WHERE balance > 0 GROUP BY 1, 2, 3;
  DELETE FROM collection_volume_hours;
  INSERT INTO collection_volume_hours (chain_id, collection, hour, integrations)
    SELECT chain_id, lower(CASE WHEN event_name = 'AgreementExecuted' THEN args->>'originalCollection' END), date_trunc('hour', block_time), count(*)::int
    FROM chain_events
    WHERE event_name = 'AgreementExecuted' AND CASE WHEN event_name = 'AgreementExecuted' THEN args->>'originalCollection' END IS NOT NULL
      AND block_time > now() - interval '31 days'
    GROUP BY 1, 2, 3;
  DELETE FROM collection_category_items;
  INSERT INTO collection_category_items (category, collection_id, items)
    SELECT category, collection_id, count(*)::int FROM assets WHERE category IS NOT NULL GROUP BY 1, 2;
  INSERT INTO collection_stats (collection_id, chain_id, address, name, user_id, created_at)
    SELECT id, chain_id, address, name, user_id, created_at FROM collections
  ON CONFLICT (collection_id) DO NOTHING;
  UPDATE collection_stats s
  SET item_count = x.items, owners = x.owners, floor = x.floor, floor_until = x.until,
    volume_1d = x.d1, volume_7d = x.d7, volume_30d = x.d30
  FROM (
    SELECT c.collection_id, coalesce(i.n, 0) AS items, coalesce(o.n, 0) AS owners, l.floor, l.until,
      coalesce(v.d1, 0) AS d1, coalesce(v.d7, 0) AS d7, coalesce(v.d30, 0) AS d30
    FROM collection_stats c
    LEFT JOIN (SELECT collection_id, count(*)::int AS n FROM assets GROUP BY 1) i ON i.collection_id = c.collection_id
    LEFT JOIN (SELECT chain_id, collection, count(*)::int AS n FROM collection_holders GROUP BY 1, 2) o
      ON o.chain_id = c.chain_id AND o.collection = c.address
    LEFT JOIN (
      SELECT chain_id, collection, min(royalty_fee) AS floor,
        (min(least(expiration, 4611686018427387903)) FILTER (WHERE expiration > 0))::bigint AS until
      FROM chain_listings
      WHERE state = 'active' AND (expiration = 0 OR expiration > extract(epoch FROM now()))
      GROUP BY 1, 2) l ON l.chain_id = c.chain_id AND l.collection = c.address
    LEFT JOIN (
      SELECT chain_id, collection,
        sum(integrations) FILTER (WHERE hour > now() - interval '24 hours')::int AS d1,
        sum(integrations) FILTER (WHERE hour > now() - interval '7 days')::int AS d7,
        sum(integrations) FILTER (WHERE hour > now() - interval '30 days')::int AS d30
      FROM collection_volume_hours GROUP BY 1, 2) v ON v.chain_id = c.chain_id AND v.collection = c.address
  ) x
  WHERE s.collection_id = x.collection_id;
END $$;
