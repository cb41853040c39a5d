ALTER TABLE "chain_events" DROP CONSTRAINT "chain_events_chain_tx_log";--> statement-breakpoint
DROP INDEX "chain_events_chain_block";--> statement-breakpoint
ALTER TABLE "chain_events" ALTER COLUMN "args" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "chain_events" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "chain_events" ADD CONSTRAINT "chain_events_chain_id_block_number_log_index_pk" PRIMARY KEY("chain_id","block_number","log_index");--> statement-breakpoint
ALTER TABLE "chain_activity" ADD COLUMN "item" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "chain_activity" AS a SET "item" = n."item" FROM (
  SELECT "id", row_number() OVER (PARTITION BY "chain_id", "block_number", "log_index" ORDER BY "id") - 1 AS "item"
  FROM "chain_activity"
) AS n WHERE a."id" = n."id" AND n."item" > 0;--> statement-breakpoint
DROP INDEX "chain_activity_chain_block";--> statement-breakpoint
ALTER TABLE "chain_activity" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "chain_activity" ADD CONSTRAINT "chain_activity_chain_id_block_number_log_index_item_pk" PRIMARY KEY("chain_id","block_number","log_index","item");
