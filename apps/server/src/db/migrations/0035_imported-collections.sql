-- Imported collections and their tokens' metadata reads (docs/decisions/019-imported-collections.md).
CREATE TABLE "imported_collections" (
	"collection_id" uuid PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"address" text NOT NULL,
	"deployed_block" bigint NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imported_collections_chain_address" UNIQUE("chain_id","address")
);
--> statement-breakpoint
CREATE TABLE "token_metadata_fetches" (
	"asset_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"token_uri" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "imported_collections" ADD CONSTRAINT "imported_collections_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_metadata_fetches" ADD CONSTRAINT "token_metadata_fetches_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "token_metadata_fetches_due" ON "token_metadata_fetches" USING btree ("next_attempt_at") WHERE "token_metadata_fetches"."status" = 'pending';