CREATE TABLE "chain_blocks" (
	"chain_id" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	CONSTRAINT "chain_blocks_chain_id_block_number_pk" PRIMARY KEY("chain_id","block_number")
);
--> statement-breakpoint
ALTER TABLE "chain_activity" DROP CONSTRAINT "chain_activity_chain_id_block_number_log_index_item_pk";--> statement-breakpoint
ALTER TABLE "chain_activity" ADD COLUMN "amount" numeric(78, 0);--> statement-breakpoint
CREATE INDEX "chain_activity_block" ON "chain_activity" USING brin ("block_number");--> statement-breakpoint
INSERT INTO "chain_blocks" SELECT DISTINCT "chain_id", "block_number", "block_hash" FROM "chain_events";--> statement-breakpoint
UPDATE "chain_activity" AS a SET "amount" = CASE e."event_name"
    WHEN 'Transfer' THEN 1
    WHEN 'TransferSingle' THEN (e."args" ->> 'value')::numeric
    ELSE ((e."args" -> 'values') ->> a."item")::numeric
  END
FROM "chain_events" AS e
WHERE a."event_type" IN ('Minted', 'Transfered') AND e."chain_id" = a."chain_id"
  AND e."block_number" = a."block_number" AND e."log_index" = a."log_index";--> statement-breakpoint
DELETE FROM "chain_events" WHERE "event_name" IN ('Transfer', 'TransferSingle', 'TransferBatch');
