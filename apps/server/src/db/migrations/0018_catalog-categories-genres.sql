ALTER TABLE "assets" ADD COLUMN "category" smallint;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "genres" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
CREATE INDEX "assets_category_recent_idx" ON "assets" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "assets_genres_gin" ON "assets" USING gin ("genres");