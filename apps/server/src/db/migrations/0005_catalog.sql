CREATE TABLE "asset_draft_details" (
	"draft_id" uuid PRIMARY KEY NOT NULL,
	"details" jsonb NOT NULL,
	"metadata_cid" text NOT NULL,
	"asset_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chain_id" integer NOT NULL,
	"collection_id" uuid NOT NULL,
	"collection_address" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_key" text,
	"properties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"technical_description" jsonb,
	"requirements" jsonb,
	"supply" numeric(78, 0) NOT NULL,
	"metadata_cid" text,
	"archive_cid" text,
	"archive_size" bigint,
	"files_metadata" jsonb,
	"preview_s3_key" text,
	"preview_size" integer,
	"model_stats" jsonb,
	"model_validation" jsonb,
	"original_asset_id" uuid,
	"creator_user_id" uuid NOT NULL,
	"minted_tx" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assets_chain_collection_token" UNIQUE("chain_id","collection_address","token_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chain_id" integer NOT NULL,
	"address" text NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"erc_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo_key" text,
	"banner_key" text,
	"socials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" uuid NOT NULL,
	"created_tx" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_chain_address" UNIQUE("chain_id","address")
);
--> statement-breakpoint
ALTER TABLE "asset_draft_details" ADD CONSTRAINT "asset_draft_details_draft_id_asset_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."asset_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_draft_details" ADD CONSTRAINT "asset_draft_details_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_original_asset_id_assets_id_fk" FOREIGN KEY ("original_asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_collection_token_idx" ON "assets" USING btree ("collection_address","token_id");--> statement-breakpoint
CREATE INDEX "assets_collection_id_idx" ON "assets" USING btree ("collection_id","created_at");--> statement-breakpoint
CREATE INDEX "assets_creator_idx" ON "assets" USING btree ("creator_user_id");--> statement-breakpoint
CREATE INDEX "assets_name_trgm" ON "assets" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "collections_user_id_idx" ON "collections" USING btree ("user_id","chain_id");--> statement-breakpoint
CREATE INDEX "collections_name_trgm" ON "collections" USING gin ("name" gin_trgm_ops);