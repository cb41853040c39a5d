DROP INDEX "asset_browse_token";--> statement-breakpoint
CREATE INDEX "asset_browse_token" ON "asset_browse" USING btree ("collection_address","chain_id","token_id");