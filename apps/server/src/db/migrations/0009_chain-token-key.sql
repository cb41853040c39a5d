DROP INDEX "chain_activity_token";--> statement-breakpoint
ALTER TABLE "chain_activity" ADD COLUMN "token_key" bigint;--> statement-breakpoint
-- tokenKey (src/chain/indexer/token-key.ts) of every row that names a token, as tokenKeySql computes it.
UPDATE "chain_activity" SET "token_key" =
  (('x' || lpad(right("collection", 13), 16, '0'))::bit(64)::bigint
    + ("token_id" % 4503599627370496)::bigint) % 4503599627370496
WHERE "collection" ~ '^0x[0-9a-fA-F]{40}$' AND "token_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "chain_activity_token_key" ON "chain_activity" USING btree ("token_key","block_number");
