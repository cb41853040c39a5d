CREATE TABLE "asset_browse" (
	"asset_id" uuid PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"collection_id" uuid NOT NULL,
	"collection_address" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"erc_type" smallint NOT NULL,
	"category" smallint DEFAULT 0 NOT NULL,
	"genre_mask" smallint DEFAULT 0 NOT NULL,
	"creator_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"price" integer,
	"listed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"has_offer" boolean DEFAULT false NOT NULL,
	"proposal_count" integer DEFAULT 0 NOT NULL,
	"integration_count" integer DEFAULT 0 NOT NULL,
	"activity" smallint DEFAULT 0 NOT NULL,
	"trend_1d" integer DEFAULT 0 NOT NULL,
	"trend_7d" integer DEFAULT 0 NOT NULL,
	"trend_30d" integer DEFAULT 0 NOT NULL,
	"stale_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "asset_browse_counts" (
	"chain_id" integer NOT NULL,
	"erc_type" smallint NOT NULL,
	"category" smallint NOT NULL,
	"genre_mask" smallint NOT NULL,
	"listed" boolean NOT NULL,
	"has_offer" boolean NOT NULL,
	"activity" smallint NOT NULL,
	"assets" integer NOT NULL,
	CONSTRAINT "asset_browse_counts_pk" PRIMARY KEY("chain_id","erc_type","category","genre_mask","listed","has_offer","activity")
);
--> statement-breakpoint
ALTER TABLE "asset_browse" ADD CONSTRAINT "asset_browse_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_browse_newest" ON "asset_browse" USING btree ("created_at","asset_id");--> statement-breakpoint
CREATE INDEX "asset_browse_trend_1d" ON "asset_browse" USING btree ("trend_1d","asset_id");--> statement-breakpoint
CREATE INDEX "asset_browse_trend_7d" ON "asset_browse" USING btree ("trend_7d","asset_id");--> statement-breakpoint
CREATE INDEX "asset_browse_trend_30d" ON "asset_browse" USING btree ("trend_30d","asset_id");--> statement-breakpoint
CREATE INDEX "asset_browse_recently_listed" ON "asset_browse" USING btree (coalesce("listed_at", to_timestamp(0)),"asset_id");--> statement-breakpoint
CREATE INDEX "asset_browse_price_asc" ON "asset_browse" USING btree (coalesce("price", 2147483647),"asset_id");--> statement-breakpoint
CREATE INDEX "asset_browse_price_desc" ON "asset_browse" USING btree (coalesce("price", -1),"asset_id");--> statement-breakpoint
CREATE INDEX "asset_browse_collection" ON "asset_browse" USING btree ("collection_id","created_at");--> statement-breakpoint
CREATE INDEX "asset_browse_token" ON "asset_browse" USING btree ("chain_id","collection_address","token_id");--> statement-breakpoint
CREATE INDEX "asset_browse_creator" ON "asset_browse" USING btree ("creator_user_id","created_at");--> statement-breakpoint
CREATE INDEX "asset_browse_stale" ON "asset_browse" USING btree ("stale_at") WHERE "asset_browse"."stale_at" is not null;--> statement-breakpoint
CREATE INDEX "chain_activity_bought" ON "chain_activity" USING btree ("token_key","created_at") WHERE "chain_activity"."event_type" = 'Bought';