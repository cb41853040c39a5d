DROP INDEX "assets_collection_id_idx";--> statement-breakpoint
DROP INDEX "notifications_user";--> statement-breakpoint
CREATE INDEX "assets_collection_recent_idx" ON "assets" USING btree ("collection_id","created_at","id");--> statement-breakpoint
CREATE INDEX "assets_original_idx" ON "assets" USING btree ("original_asset_id","created_at") WHERE "assets"."original_asset_id" is not null;--> statement-breakpoint
CREATE INDEX "chain_tokens_original" ON "chain_tokens" USING btree ("original_collection","original_token_id") WHERE "chain_tokens"."original_collection" is not null;--> statement-breakpoint
CREATE INDEX "notifications_user_recent" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_unseen" ON "notifications" USING btree ("user_id","type") WHERE not "notifications"."is_seen";