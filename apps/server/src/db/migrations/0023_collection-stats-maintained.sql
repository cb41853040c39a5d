-- Collection statistics (docs/decisions/016-collection-statistics.md) follow the catalog's and the
-- indexer's writes in the same transaction as the write, whichever code makes it. Statement triggers
-- with transition tables: a COPY or an indexer batch of thousands of rows costs one set-based update
-- per statement, not one per row. Keys are written in order so that two writers wait for each other
-- rather than deadlock.

-- The live listings' lowest royalty of a collection, and when the first of them expires.
CREATE FUNCTION collection_floor(p_chain integer, p_collection text, OUT floor integer, OUT until bigint)
LANGUAGE sql STABLE AS $$
  SELECT min(royalty_fee), (min(least(expiration, 4611686018427387903)) FILTER (WHERE expiration > 0))::bigint
  FROM chain_listings
  WHERE chain_id = p_chain AND collection = p_collection AND state = 'active'
    AND (expiration = 0 OR expiration > extract(epoch FROM now()))
$$;
--> statement-breakpoint
-- Integrations executed of a collection's tokens in the last 24 h, 7 and 30 days (an hour bucket
-- counts in a period when it starts inside it).
CREATE FUNCTION collection_volume(p_chain integer, p_collection text, OUT d1 integer, OUT d7 integer, OUT d30 integer)
LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(integrations) FILTER (WHERE hour > now() - interval '24 hours'), 0)::int,
    coalesce(sum(integrations) FILTER (WHERE hour > now() - interval '7 days'), 0)::int,
    coalesce(sum(integrations), 0)::int
  FROM collection_volume_hours
  WHERE chain_id = p_chain AND collection = p_collection AND hour > now() - interval '30 days'
$$;
--> statement-breakpoint
-- A collection recorded after the indexer saw its tokens starts from what is already indexed.
CREATE FUNCTION collection_stats_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO collection_stats AS s (collection_id, chain_id, address, name, user_id, created_at, item_count,
    owners, floor, floor_until, volume_1d, volume_7d, volume_30d)
  SELECT c.id, c.chain_id, c.address, c.name, c.user_id, c.created_at, 0,
    (SELECT count(*)::int FROM collection_holders h WHERE h.chain_id = c.chain_id AND h.collection = c.address),
    f.floor, f.until, v.d1, v.d7, v.d30
  FROM added c
  CROSS JOIN LATERAL collection_floor(c.chain_id, c.address) f
  CROSS JOIN LATERAL collection_volume(c.chain_id, c.address) v
  ORDER BY c.id
  ON CONFLICT (collection_id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER collections_stats_insert AFTER INSERT ON collections REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION collection_stats_add();
--> statement-breakpoint
-- Item counts, whole and per category, from the assets a statement inserted, deleted or moved.
CREATE FUNCTION collection_items_change() RETURNS trigger LANGUAGE plpgsql AS $$
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
    SELECT category, collection_id, sum(n)::int FROM (%s) x WHERE category IS NOT NULL
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
CREATE TRIGGER assets_collection_items_insert AFTER INSERT ON assets REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION collection_items_change();
--> statement-breakpoint
CREATE TRIGGER assets_collection_items_update AFTER UPDATE ON assets REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION collection_items_change();
--> statement-breakpoint
CREATE TRIGGER assets_collection_items_delete AFTER DELETE ON assets REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION collection_items_change();
--> statement-breakpoint
-- Owners: a wallet's holding of a collection's tokens counts when a balance turns positive and
-- stops when it leaves zero; the collection's owners are its wallets with any token left.
CREATE FUNCTION collection_holders_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT chain_id, collection, owner, 1 AS n FROM added WHERE balance > 0'
    WHEN 'DELETE' THEN 'SELECT chain_id, collection, owner, -1 AS n FROM removed WHERE balance > 0'
    ELSE 'SELECT a.chain_id, a.collection, a.owner, CASE WHEN a.balance > 0 THEN 1 ELSE -1 END AS n
      FROM added a JOIN removed r ON r.chain_id = a.chain_id AND r.collection = a.collection
        AND r.token_id = a.token_id AND r.owner = a.owner
      WHERE (a.balance > 0) <> (r.balance > 0)'
  END;
BEGIN
  EXECUTE format($q$
    WITH d AS (SELECT chain_id, collection, owner, sum(n)::int AS n FROM (%s) x GROUP BY 1, 2, 3 HAVING sum(n) <> 0),
    changed AS (
      INSERT INTO collection_holders AS h (chain_id, collection, owner, tokens)
      SELECT chain_id, collection, owner, n FROM d ORDER BY 1, 2, 3
      ON CONFLICT (chain_id, collection, owner) DO UPDATE SET tokens = h.tokens + excluded.tokens
      RETURNING h.chain_id, h.collection, h.tokens, h.xmax = 0 AS fresh),
    owners AS (
      SELECT chain_id, collection,
        sum(CASE WHEN fresh AND tokens > 0 THEN 1 WHEN NOT fresh AND tokens <= 0 THEN -1 ELSE 0 END)::int AS n
      FROM changed GROUP BY 1, 2)
    UPDATE collection_stats s SET owners = s.owners + o.n FROM owners o
    WHERE s.chain_id = o.chain_id AND s.address = o.collection AND o.n <> 0
  $q$, src);
  EXECUTE format($q$
    DELETE FROM collection_holders h USING (SELECT DISTINCT chain_id, collection, owner FROM (%s) x) k
    WHERE h.chain_id = k.chain_id AND h.collection = k.collection AND h.owner = k.owner AND h.tokens <= 0
  $q$, src);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER chain_balances_holders_insert AFTER INSERT ON chain_balances REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION collection_holders_change();
--> statement-breakpoint
CREATE TRIGGER chain_balances_holders_update AFTER UPDATE ON chain_balances REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION collection_holders_change();
--> statement-breakpoint
CREATE TRIGGER chain_balances_holders_delete AFTER DELETE ON chain_balances REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION collection_holders_change();
--> statement-breakpoint
-- The floor of every collection whose listings a statement touched, read again from its listings.
CREATE FUNCTION collection_floor_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT chain_id, collection FROM added'
    WHEN 'DELETE' THEN 'SELECT chain_id, collection FROM removed'
    ELSE 'SELECT chain_id, collection FROM added UNION SELECT chain_id, collection FROM removed'
  END;
BEGIN
  EXECUTE format($q$
    UPDATE collection_stats s SET floor = f.floor, floor_until = f.until
    FROM (SELECT DISTINCT chain_id, collection FROM (%s) x) k
    CROSS JOIN LATERAL collection_floor(k.chain_id, k.collection) f
    WHERE s.chain_id = k.chain_id AND s.address = k.collection
      AND (s.floor, s.floor_until) IS DISTINCT FROM (f.floor, f.until)
  $q$, src);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER chain_listings_floor_insert AFTER INSERT ON chain_listings REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION collection_floor_change();
--> statement-breakpoint
CREATE TRIGGER chain_listings_floor_update AFTER UPDATE ON chain_listings REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION collection_floor_change();
--> statement-breakpoint
CREATE TRIGGER chain_listings_floor_delete AFTER DELETE ON chain_listings REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION collection_floor_change();
--> statement-breakpoint
-- Volume: each AgreementExecuted the indexer keeps (or a roll-back drops) counts in its original
-- collection's hour bucket and, while recent enough, in its period figures. Older than 31 days it
-- is history the sweep has already let go of.
CREATE FUNCTION collection_volume_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT chain_id, event_name, args, block_time, 1 AS n FROM added'
    ELSE 'SELECT chain_id, event_name, args, block_time, -1 AS n FROM removed'
  END;
BEGIN
  EXECUTE format($q$
    WITH d AS (
      SELECT chain_id, lower(args->>'originalCollection') AS collection, date_trunc('hour', block_time) AS hour,
        sum(n)::int AS n
      FROM (%s) x
      WHERE event_name = 'AgreementExecuted' AND args->>'originalCollection' IS NOT NULL
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
CREATE TRIGGER chain_events_volume_insert AFTER INSERT ON chain_events REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION collection_volume_change();
--> statement-breakpoint
CREATE TRIGGER chain_events_volume_delete AFTER DELETE ON chain_events REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION collection_volume_change();
--> statement-breakpoint
-- What time alone changes, for the server's periodic sweep: floors whose first listing expired (at
-- most `max_rows` a run, the earliest first) and period volumes an hour bucket has left. Returns the
-- rows it changed.
CREATE FUNCTION collection_stats_sweep(max_rows integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  floors integer;
  volumes integer;
BEGIN
  WITH due AS (
    SELECT s.collection_id, f.floor, f.until FROM (
      SELECT collection_id, chain_id, address FROM collection_stats
      WHERE floor_until <= extract(epoch FROM now()) ORDER BY floor_until LIMIT max_rows) s
    CROSS JOIN LATERAL collection_floor(s.chain_id, s.address) f)
  UPDATE collection_stats s SET floor = due.floor, floor_until = due.until FROM due
  WHERE s.collection_id = due.collection_id;
  GET DIAGNOSTICS floors = ROW_COUNT;
  WITH fresh AS (
    SELECT s.collection_id, v.d1, v.d7, v.d30 FROM collection_stats s
    CROSS JOIN LATERAL collection_volume(s.chain_id, s.address) v
    WHERE s.volume_30d > 0)
  UPDATE collection_stats s SET volume_1d = fresh.d1, volume_7d = fresh.d7, volume_30d = fresh.d30 FROM fresh
  WHERE s.collection_id = fresh.collection_id
    AND (s.volume_1d, s.volume_7d, s.volume_30d) IS DISTINCT FROM (fresh.d1, fresh.d7, fresh.d30);
  GET DIAGNOSTICS volumes = ROW_COUNT;
  DELETE FROM collection_volume_hours WHERE hour <= now() - interval '31 days';
  RETURN floors + volumes;
END $$;
--> statement-breakpoint
-- Every statistic from its sources at once (a database filled with the triggers off, the bench's
-- generator, or a check that the maintained figures are right).
CREATE FUNCTION collection_stats_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM collection_holders;
  INSERT INTO collection_holders (chain_id, collection, owner, tokens)
    SELECT chain_id, collection, owner, count(*)::int FROM chain_balances WHERE balance > 0 GROUP BY 1, 2, 3;
  DELETE FROM collection_volume_hours;
  INSERT INTO collection_volume_hours (chain_id, collection, hour, integrations)
    SELECT chain_id, lower(args->>'originalCollection'), date_trunc('hour', block_time), count(*)::int
    FROM chain_events
    WHERE event_name = 'AgreementExecuted' AND args->>'originalCollection' IS NOT NULL
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
--> statement-breakpoint
SELECT collection_stats_rebuild();
