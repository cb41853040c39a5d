CREATE TABLE "chain_activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"event_type" text NOT NULL,
	"collection" text,
	"token_id" numeric(78, 0),
	"asset_id" text,
	"price" integer,
	"from" text,
	"to" text,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_approvals" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"listing_id" numeric(78, 0) NOT NULL,
	"proposer" text NOT NULL,
	"executed_tx" text,
	CONSTRAINT "chain_approvals_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "chain_balances" (
	"chain_id" integer NOT NULL,
	"collection" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"owner" text NOT NULL,
	"balance" numeric(78, 0) NOT NULL,
	CONSTRAINT "chain_balances_chain_id_collection_token_id_owner_pk" PRIMARY KEY("chain_id","collection","token_id","owner")
);
--> statement-breakpoint
CREATE TABLE "chain_collections" (
	"chain_id" integer NOT NULL,
	"address" text NOT NULL,
	"owner" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"created_tx" text NOT NULL,
	CONSTRAINT "chain_collections_chain_id_address_pk" PRIMARY KEY("chain_id","address")
);
--> statement-breakpoint
CREATE TABLE "chain_cursors" (
	"chain_id" integer PRIMARY KEY NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"block_time" timestamp with time zone NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"address" text NOT NULL,
	"event_name" text NOT NULL,
	"args" jsonb NOT NULL,
	CONSTRAINT "chain_events_chain_tx_log" UNIQUE("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "chain_executions" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"listing_id" numeric(78, 0) NOT NULL,
	"proposer" text NOT NULL,
	"destination_collection" text NOT NULL,
	"new_token_id" numeric(78, 0) NOT NULL,
	"original_collection" text NOT NULL,
	"original_token_id" numeric(78, 0) NOT NULL,
	"remaining_supply" numeric(78, 0) NOT NULL,
	CONSTRAINT "chain_executions_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "chain_listings" (
	"chain_id" integer NOT NULL,
	"listing_id" numeric(78, 0) NOT NULL,
	"seller" text NOT NULL,
	"collection" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"supply" numeric(78, 0) NOT NULL,
	"royalty_fee" integer NOT NULL,
	"royalty_recipient" text NOT NULL,
	"expiration" bigint NOT NULL,
	"state" text NOT NULL,
	"created_tx" text NOT NULL,
	CONSTRAINT "chain_listings_chain_id_listing_id_pk" PRIMARY KEY("chain_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "chain_offers" (
	"chain_id" integer NOT NULL,
	"offer_id" numeric(78, 0) NOT NULL,
	"asset_id" text NOT NULL,
	"offeror" text NOT NULL,
	"collection_owner" text NOT NULL,
	"game_address" text NOT NULL,
	"state" text NOT NULL,
	CONSTRAINT "chain_offers_chain_id_offer_id_pk" PRIMARY KEY("chain_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "chain_tokens" (
	"chain_id" integer NOT NULL,
	"collection" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"minted_tx" text NOT NULL,
	"original_collection" text,
	"original_token_id" numeric(78, 0),
	CONSTRAINT "chain_tokens_chain_id_collection_token_id_pk" PRIMARY KEY("chain_id","collection","token_id")
);
--> statement-breakpoint
CREATE INDEX "chain_activity_token" ON "chain_activity" USING btree ("collection","token_id","block_number");--> statement-breakpoint
CREATE INDEX "chain_activity_chain_block" ON "chain_activity" USING btree ("chain_id","block_number");--> statement-breakpoint
CREATE INDEX "chain_approvals_listing" ON "chain_approvals" USING btree ("chain_id","listing_id","proposer");--> statement-breakpoint
CREATE INDEX "chain_balances_owner" ON "chain_balances" USING btree ("chain_id","owner");--> statement-breakpoint
CREATE INDEX "chain_events_chain_block" ON "chain_events" USING btree ("chain_id","block_number");--> statement-breakpoint
CREATE INDEX "chain_listings_token" ON "chain_listings" USING btree ("chain_id","collection","token_id");