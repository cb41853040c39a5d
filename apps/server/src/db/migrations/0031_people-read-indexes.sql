DROP INDEX "assets_creator_idx";--> statement-breakpoint
DROP INDEX "chain_balances_owner";--> statement-breakpoint
CREATE INDEX "users_recent_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_type_recent_idx" ON "users" USING btree ("type","created_at","id");--> statement-breakpoint
CREATE INDEX "assets_creator_recent_idx" ON "assets" USING btree ("creator_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "assets_creator_custom_idx" ON "assets" USING btree ("creator_user_id","created_at","id") WHERE "assets"."properties" <> '[]'::jsonb;--> statement-breakpoint
CREATE INDEX "chain_activity_bought_from" ON "chain_activity" USING btree ("from","block_number","log_index","chain_id") WHERE "chain_activity"."event_type" = 'Bought';--> statement-breakpoint
CREATE INDEX "chain_activity_bought_to" ON "chain_activity" USING btree ("to","block_number","log_index","chain_id") WHERE "chain_activity"."event_type" = 'Bought';--> statement-breakpoint
CREATE INDEX "chain_balances_owner_tokens" ON "chain_balances" USING btree ("owner","chain_id","collection","token_id");--> statement-breakpoint
CREATE INDEX "chain_listings_seller_active" ON "chain_listings" USING btree ("seller","chain_id","listing_id") WHERE "chain_listings"."state" = 'active';--> statement-breakpoint
CREATE INDEX "chain_offers_offeror" ON "chain_offers" USING btree ("offeror","chain_id","offer_id");--> statement-breakpoint
CREATE INDEX "chain_offers_collection_owner" ON "chain_offers" USING btree ("collection_owner","chain_id","offer_id");--> statement-breakpoint
CREATE INDEX "chain_offers_asset" ON "chain_offers" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "collection_holders_owner" ON "collection_holders" USING btree ("owner","chain_id","collection");