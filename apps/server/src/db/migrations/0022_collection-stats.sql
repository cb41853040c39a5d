CREATE TABLE "collection_category_items" (
	"category" smallint NOT NULL,
	"collection_id" uuid NOT NULL,
	"items" integer NOT NULL,
	CONSTRAINT "collection_category_items_category_collection_id_pk" PRIMARY KEY("category","collection_id")
);
--> statement-breakpoint
CREATE TABLE "collection_holders" (
	"chain_id" integer NOT NULL,
	"collection" text NOT NULL,
	"owner" text NOT NULL,
	"tokens" integer NOT NULL,
	CONSTRAINT "collection_holders_chain_id_collection_owner_pk" PRIMARY KEY("chain_id","collection","owner")
);
--> statement-breakpoint
CREATE TABLE "collection_stats" (
	"collection_id" uuid PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"address" text NOT NULL,
	"name" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"owners" integer DEFAULT 0 NOT NULL,
	"floor" integer,
	"floor_until" bigint,
	"volume_1d" integer DEFAULT 0 NOT NULL,
	"volume_7d" integer DEFAULT 0 NOT NULL,
	"volume_30d" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "collection_stats_chain_address" UNIQUE("chain_id","address")
);
--> statement-breakpoint
CREATE TABLE "collection_volume_hours" (
	"chain_id" integer NOT NULL,
	"collection" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"integrations" integer NOT NULL,
	CONSTRAINT "collection_volume_hours_chain_id_collection_hour_pk" PRIMARY KEY("chain_id","collection","hour")
);
--> statement-breakpoint
CREATE TABLE "featured_collections" (
	"collection_id" uuid PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL,
	"picked_by" uuid,
	"picked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_category_items" ADD CONSTRAINT "collection_category_items_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_stats" ADD CONSTRAINT "collection_stats_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_stats" ADD CONSTRAINT "collection_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_collections" ADD CONSTRAINT "featured_collections_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_collections" ADD CONSTRAINT "featured_collections_picked_by_users_id_fk" FOREIGN KEY ("picked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_category_items_collection" ON "collection_category_items" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "collection_stats_volume_1d" ON "collection_stats" USING btree ("volume_1d","collection_id");--> statement-breakpoint
CREATE INDEX "collection_stats_volume_7d" ON "collection_stats" USING btree ("volume_7d","collection_id");--> statement-breakpoint
CREATE INDEX "collection_stats_volume_30d" ON "collection_stats" USING btree ("volume_30d","collection_id");--> statement-breakpoint
CREATE INDEX "collection_stats_floor" ON "collection_stats" USING btree (coalesce("floor", 2147483647),"collection_id");--> statement-breakpoint
CREATE INDEX "collection_stats_newest" ON "collection_stats" USING btree ("created_at","collection_id");--> statement-breakpoint
CREATE INDEX "collection_stats_name" ON "collection_stats" USING btree ("name","collection_id");--> statement-breakpoint
CREATE INDEX "collection_stats_user" ON "collection_stats" USING btree ("user_id","created_at","collection_id");--> statement-breakpoint
CREATE INDEX "collection_stats_floor_until" ON "collection_stats" USING btree ("floor_until") WHERE "collection_stats"."floor_until" is not null;--> statement-breakpoint
CREATE INDEX "collection_volume_hours_hour" ON "collection_volume_hours" USING btree ("hour");