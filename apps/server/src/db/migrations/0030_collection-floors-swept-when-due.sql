-- Floors whose first live listing expired, apart from the period volumes: the server sweeps floors
-- when the earliest floor_until falls due (a collection's floor drops an expired listing about when
-- it expires) and the volumes, which hours change, once a minute. Returns the floors it changed.
CREATE FUNCTION collection_stats_sweep_floors(max_rows integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  floors integer;
BEGIN
  WITH due AS (
    SELECT s.collection_id, f.floor, f.until FROM (
      SELECT collection_id, chain_id, address FROM collection_stats
      WHERE floor_until <= extract(epoch FROM now()) ORDER BY floor_until LIMIT max_rows) s
    CROSS JOIN LATERAL collection_floor(s.chain_id, s.address) f)
  UPDATE collection_stats s SET floor = due.floor, floor_until = due.until FROM due
  WHERE s.collection_id = due.collection_id;
  GET DIAGNOSTICS floors = ROW_COUNT;
  RETURN floors;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION collection_stats_sweep(max_rows integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  floors integer;
  volumes integer;
BEGIN
  floors := collection_stats_sweep_floors(max_rows);
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
