CREATE TABLE "offer_records" (
	"chain_id" integer NOT NULL,
	"offer_id" numeric(78, 0) NOT NULL,
	"asset_id" uuid NOT NULL,
	"offeror_id" uuid NOT NULL,
	"made_tx" text NOT NULL,
	"made_at" timestamp with time zone NOT NULL,
	"authorized_tx" text,
	"accepted_tx" text,
	CONSTRAINT "offer_records_chain_id_offer_id_pk" PRIMARY KEY("chain_id","offer_id")
);
--> statement-breakpoint
ALTER TABLE "offer_records" ADD CONSTRAINT "offer_records_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_records" ADD CONSTRAINT "offer_records_offeror_id_users_id_fk" FOREIGN KEY ("offeror_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;