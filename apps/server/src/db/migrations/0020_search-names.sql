CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "name")) STORED;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "name_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "name")) STORED;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "name_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "name")) STORED;--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_tsv" ON "users" USING gin ("name_tsv");--> statement-breakpoint
CREATE INDEX "assets_name_tsv" ON "assets" USING gin ("name_tsv");--> statement-breakpoint
CREATE INDEX "collections_name_tsv" ON "collections" USING gin ("name_tsv");