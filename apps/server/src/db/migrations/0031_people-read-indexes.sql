DROP INDEX "assets_creator_idx";--> statement-breakpoint
DROP INDEX "chain_balances_owner";--> statement-breakpoint
CREATE INDEX "users_recent_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_type_recent_idx" ON "users" USING btree ("type","created_at","id");--> statement-breakpoint
CREATE INDEX "assets_creator_recent_idx" ON "assets" USING btree ("creator_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "assets_creator_custom_idx" ON "assets" USING btree ("creator_user_id","created_at","id") WHERE "assets"."properties" <> '[]'::jsonb;--> statement-breakpoint
CREATE INDEX "chain_activity_bought_from" ON "chain_activity" USING btree ("from","block_number","log_index","chain_id","to","collection","token_id","token_key","tx_hash","created_at") WHERE "chain_activity"."event_type" = 'Bought' and "chain_activity"."from" is not null and "chain_activity"."to" is not null;--> statement-breakpoint
CREATE INDEX "chain_activity_bought_to" ON "chain_activity" USING btree ("to","block_number","log_index","chain_id","from","collection","token_id","token_key","tx_hash","created_at") WHERE "chain_activity"."event_type" = 'Bought' and "chain_activity"."from" is not null and "chain_activity"."to" is not null;--> statement-breakpoint
CREATE INDEX "chain_balances_owner_tokens" ON "chain_balances" USING btree ("owner","collection","token_id","chain_id");--> statement-breakpoint
CREATE INDEX "chain_listings_seller_active" ON "chain_listings" USING btree ("seller","listing_id","chain_id","collection","token_id","expiration") WHERE "chain_listings"."state" = 'active';--> statement-breakpoint
CREATE INDEX "chain_offers_offeror" ON "chain_offers" USING btree ("offeror","offer_id","chain_id","asset_id");--> statement-breakpoint
CREATE INDEX "chain_offers_collection_owner" ON "chain_offers" USING btree ("collection_owner","offer_id","chain_id","asset_id");--> statement-breakpoint
CREATE INDEX "chain_offers_asset" ON "chain_offers" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "collection_holders_owner" ON "collection_holders" USING btree ("owner","collection","chain_id");