ALTER TABLE "users" drop column "name_tsv";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, translate("name", '<>/.@:', '      '))) STORED;--> statement-breakpoint
ALTER TABLE "assets" drop column "name_tsv";--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "name_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, translate("name", '<>/.@:', '      '))) STORED;--> statement-breakpoint
ALTER TABLE "collections" drop column "name_tsv";--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "name_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, translate("name", '<>/.@:', '      '))) STORED;--> statement-breakpoint
CREATE INDEX "users_name_tsv" ON "users" USING gin ("name_tsv");--> statement-breakpoint
CREATE INDEX "assets_name_tsv" ON "assets" USING gin ("name_tsv");--> statement-breakpoint
CREATE INDEX "collections_name_tsv" ON "collections" USING gin ("name_tsv");--> statement-breakpoint
-- Words the old split hid (after a slash or a dot, inside markup) join the typo dictionary.
INSERT INTO search_words (word)
  SELECT DISTINCT w.lexeme
  FROM (
    SELECT name_tsv FROM assets UNION ALL SELECT name_tsv FROM collections UNION ALL SELECT name_tsv FROM users
  ) AS n, unnest(n.name_tsv) AS w
  WHERE w.lexeme ~ '^[[:alpha:]]{3,32}$'
ON CONFLICT DO NOTHING;
