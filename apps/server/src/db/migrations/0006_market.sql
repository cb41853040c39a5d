CREATE TABLE "engines" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "engines_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "listing_details" (
	"chain_id" integer NOT NULL,
	"listing_id" numeric(78, 0) NOT NULL,
	"asset_id" uuid NOT NULL,
	"engines" jsonb NOT NULL,
	"user_id" uuid NOT NULL,
	"updated_tx" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_details_chain_id_listing_id_pk" PRIMARY KEY("chain_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"user_id" uuid NOT NULL,
	"from_user_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"is_seen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chain_id" integer NOT NULL,
	"asset_id" uuid NOT NULL,
	"listing_id" numeric(78, 0) NOT NULL,
	"offerer_id" uuid NOT NULL,
	"offerer_address" text NOT NULL,
	"offerer_collection_address" text NOT NULL,
	"accepted" boolean DEFAULT false NOT NULL,
	"accepted_tx" text,
	"is_finalised" boolean DEFAULT false NOT NULL,
	"executed_tx" text,
	"linked_asset_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposals_listing_offerer" UNIQUE("chain_id","listing_id","offerer_id")
);
--> statement-breakpoint
ALTER TABLE "listing_details" ADD CONSTRAINT "listing_details_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_details" ADD CONSTRAINT "listing_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_offerer_id_users_id_fk" FOREIGN KEY ("offerer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_linked_asset_id_assets_id_fk" FOREIGN KEY ("linked_asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_details_asset" ON "listing_details" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "notifications_user" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "proposals_asset" ON "proposals" USING btree ("asset_id","created_at");--> statement-breakpoint
INSERT INTO "engines" ("id", "name", "sort_order") VALUES
  ('unity', 'Unity', 1),
  ('unreal-engine', 'Unreal Engine', 2),
  ('godot', 'Godot', 3),
  ('cryengine', 'CryEngine', 4),
  ('gamemaker', 'GameMaker', 5),
  ('defold', 'Defold', 6),
  ('bevy', 'Bevy', 7),
  ('o3de', 'O3DE', 8),
  ('stride', 'Stride', 9),
  ('cocos-creator', 'Cocos Creator', 10),
  ('three-js', 'three.js', 11),
  ('babylon-js', 'Babylon.js', 12),
  ('playcanvas', 'PlayCanvas', 13),
  ('source-2', 'Source 2', 14)
ON CONFLICT DO NOTHING;
