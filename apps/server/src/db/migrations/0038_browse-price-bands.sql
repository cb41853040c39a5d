CREATE TABLE "asset_browse_price_counts" (
	"chain_id" integer NOT NULL,
	"erc_type" smallint NOT NULL,
	"category" smallint NOT NULL,
	"genre_mask" smallint NOT NULL,
	"has_offer" boolean NOT NULL,
	"activity" smallint NOT NULL,
	"band" integer NOT NULL,
	"assets" integer NOT NULL,
	CONSTRAINT "asset_browse_price_counts_pk" PRIMARY KEY("band","chain_id","erc_type","category","genre_mask","has_offer","activity")
);
--> statement-breakpoint
DROP INDEX "asset_browse_price_asc";--> statement-breakpoint
DROP INDEX "asset_browse_price_desc";--> statement-breakpoint
CREATE INDEX "asset_browse_price_asc" ON "asset_browse" USING btree (coalesce("price", 2147483647),"asset_id","price","chain_id","erc_type","category","genre_mask","has_offer","activity");--> statement-breakpoint
CREATE INDEX "asset_browse_price_desc" ON "asset_browse" USING btree (coalesce("price", -1),"asset_id","price","chain_id","erc_type","category","genre_mask","has_offer","activity");--> statement-breakpoint
-- The listed assets' counts by whole percent of price (docs/decisions/014-browse-read-model.md), kept
-- by delta in the writing statement as asset_browse_counts is (migration 0025): rows added count in,
-- rows removed count out, groups in key order so that two writers wait rather than deadlock. One
-- function for the three events: the statement names the transition tables its event has.
CREATE FUNCTION asset_browse_price_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  facts text := 'price / 100 AS band, chain_id, erc_type, category, genre_mask, has_offer, activity';
  delta text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS n FROM added', facts)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS n FROM removed', facts)
    ELSE format('SELECT %s, 1 AS n FROM added UNION ALL SELECT %s, -1 AS n FROM removed', facts, facts)
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO asset_browse_price_counts AS c (band, chain_id, erc_type, category, genre_mask, has_offer, activity, assets)
    SELECT band, chain_id, erc_type, category, genre_mask, has_offer, activity, sum(n)::integer
    FROM (%s) AS d WHERE band IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (band, chain_id, erc_type, category, genre_mask, has_offer, activity)
      DO UPDATE SET assets = c.assets + excluded.assets$sql$, delta);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER asset_browse_price_counts_insert AFTER INSERT ON asset_browse REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION asset_browse_price_counts_change();
--> statement-breakpoint
CREATE TRIGGER asset_browse_price_counts_update AFTER UPDATE ON asset_browse REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION asset_browse_price_counts_change();
--> statement-breakpoint
CREATE TRIGGER asset_browse_price_counts_delete AFTER DELETE ON asset_browse REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION asset_browse_price_counts_change();
--> statement-breakpoint
INSERT INTO asset_browse_price_counts (band, chain_id, erc_type, category, genre_mask, has_offer, activity, assets)
SELECT price / 100, chain_id, erc_type, category, genre_mask, has_offer, activity, count(*)::integer
FROM asset_browse WHERE price IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6, 7;
