ALTER TABLE "chain_executions" ALTER COLUMN "listing_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_executions" ALTER COLUMN "remaining_supply" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_executions" ADD COLUMN "kind" text DEFAULT 'listing' NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_executions" ADD COLUMN "offer_id" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "chain_offers" ADD COLUMN "collection" text;--> statement-breakpoint
ALTER TABLE "chain_offers" ADD COLUMN "token_id" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "chain_offers" ADD COLUMN "royalty_fee" integer;--> statement-breakpoint
CREATE INDEX "chain_executions_offer" ON "chain_executions" USING btree ("chain_id","offer_id") WHERE "chain_executions"."offer_id" is not null;--> statement-breakpoint
ALTER TABLE "chain_executions" ADD CONSTRAINT "chain_executions_kind_source" CHECK (("chain_executions"."kind" = 'listing' and "chain_executions"."listing_id" is not null and "chain_executions"."remaining_supply" is not null and "chain_executions"."offer_id" is null)
        or ("chain_executions"."kind" = 'offer' and "chain_executions"."offer_id" is not null and "chain_executions"."listing_id" is null and "chain_executions"."remaining_supply" is null));